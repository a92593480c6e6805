import { customerApiMessages } from './messages/customer-api.ts';
import { customerPagesMessages } from './messages/pages.ts';

/** Messages of the customers (issue 36), merged into each language's `errors` and `validation`; the customer-facing API's in messages/customer-api.ts. */
export const customersMessages = {
  en: {
    errors: {
      ...customerApiMessages.en.errors,
      customerHasOrders: 'This customer has intention orders: it is kept as part of their history.',
    },
    validation: {
      ...customerApiMessages.en.validation,
      customerPhoneTaken: 'Another customer already has this phone number.',
    },
  },
  zh: {
    errors: {
      ...customerApiMessages.zh.errors,
      customerHasOrders: '该客户有意向订单，需作为订单记录保留，不能删除。',
    },
    validation: {
      ...customerApiMessages.zh.validation,
      customerPhoneTaken: '已有其他客户使用此手机号。',
    },
  },
  es: {
    errors: {
      ...customerApiMessages.es.errors,
      customerHasOrders: 'Este cliente tiene pedidos de interés: se conserva como parte de su historial.',
    },
    validation: {
      ...customerApiMessages.es.validation,
      customerPhoneTaken: 'Otro cliente ya tiene este número de teléfono.',
    },
  },
  ja: {
    errors: {
      ...customerApiMessages.ja.errors,
      customerHasOrders: 'この顧客には購入意向注文があるため、履歴として残されます。削除できません。',
    },
    validation: {
      ...customerApiMessages.ja.validation,
      customerPhoneTaken: 'この電話番号は別の顧客がすでに使用しています。',
    },
  },
  // The words of the customer pages (src/customers), merged into the browser catalogues.
  pages: customerPagesMessages,
};
