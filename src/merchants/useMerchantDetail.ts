import { useCustom } from '@refinedev/core';
import { type MerchantDetail, merchantDetailPath } from '../../resources/merchants/merchant-detail.schema.ts';

/** One merchant with its shops, accounts, usage and last audit entries (`GET /api/merchants/:id/detail`). */
export function useMerchantDetail(id: string | undefined) {
  const call = useCustom<MerchantDetail>({
    url: merchantDetailPath(id ?? '0'),
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: false, enabled: Boolean(id) },
  });
  return { query: call.query, data: call.query.data?.data as MerchantDetail | undefined };
}
