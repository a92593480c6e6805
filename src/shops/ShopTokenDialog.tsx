import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionDialogModal } from '../engine/ActionDialogModal.tsx';
import type { ActionDialogProps } from '../engine/record-action-ui.ts';

const text = (key: string) => `resources.marketplace-shops.${key}`;

/** Authorises a shop with a new marketplace token; the marketplace decides whether it holds. */
export function ShopTokenDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ token: string }>();
  return (
    <ActionDialogModal {...props} form={form} data-testid="shop-token-dialog">
      <Form form={form} layout="vertical" preserve={false} onFinish={({ token }) => props.onSubmit({ token: token.trim() })}>
        <Form.Item
          name="token"
          label={t(text('dialog.token'))}
          extra={t(text('dialog.tokenHelp'))}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 500 }]}
        >
          <Input.Password autoFocus autoComplete="off" visibilityToggle />
        </Form.Item>
      </Form>
    </ActionDialogModal>
  );
}

/** Opens a closed shop or closes an open one (a job does it; the list shows "opening…" meanwhile). */
export function ShopSwitchDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const opening = props.record ? props.record.opened !== true : true;
  return (
    <ActionDialogModal {...props} title={t(text(opening ? 'dialog.open' : 'dialog.close'))} form={form} data-testid="shop-switch-dialog">
      <Form form={form} onFinish={() => props.onSubmit({ opened: opening })}>
        {t(text(opening ? 'dialog.open' : 'dialog.close'))}: {String(props.record?.name ?? '')}
      </Form>
    </ActionDialogModal>
  );
}
