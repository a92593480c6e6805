import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_REASON_MAX } from '../../resources/shops/shops.resource.ts';
import { everyTarget } from '../../resources/engine/machines.ts';
import { SHOP_MACHINE, SHOP_STATUS, type ShopMove, type ShopStatus, shopTargets } from '../../resources/shops/shop-status.ts';
import { ActionDialogModal } from '../engine/ActionDialogModal.tsx';
import type { ActionDialogProps } from '../engine/record-action-ui.ts';

type Values = { status?: ShopStatus; reason?: string };
const text = (key: string) => `resources.marketplace-shops.${key}`;

/** The statuses a move may pick: from the record's status, or every target of the move for a selection. */
export function targetsOf(record: ActionDialogProps['record'], move: ShopMove): ShopStatus[] {
  if (record) return shopTargets(Number(record.status) as ShopStatus, move);
  return everyTarget(SHOP_MACHINE, move);
}

/** How an audit target reads as a choice: pass, fail, or back to review. */
const auditLabel = (to: ShopStatus) => (to === SHOP_STATUS.reviewPassed ? 'dialog.pass' : to === SHOP_STATUS.reviewFailed ? 'dialog.fail' : 'dialog.reaudit');

/**
 * Moves a shop the way the machine allows from its status (resources/shops/shop-status.ts): the
 * audit's pass, fail (with the reason the merchant reads) or re-audit, or a status change
 * (disable, deleted). Only the allowed targets are offered; the server judges again.
 */
function ShopMoveDialog({ move, ...props }: ActionDialogProps & { move: 'audit' | 'change-status' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const targets = targetsOf(props.record, move);
  const chosen = Form.useWatch('status', form);
  const label = (to: ShopStatus) => t(text(move === 'audit' ? auditLabel(to) : `statuses.${to}`));
  return (
    <ActionDialogModal {...props} form={form} data-testid={`shop-${move}-dialog`}>
      {targets.length === 0 ? (
        <Alert type="info" showIcon message={t(text('dialog.noMoves'))} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ status: targets.length === 1 ? targets[0] : undefined, reason: '' }}
          onFinish={(values) => props.onSubmit(move === 'audit' ? { status: values.status, reason: values.reason ?? '' } : { status: values.status })}
        >
          <Form.Item name="status" label={t(text('dialog.target'))} rules={[{ required: true, message: t('validation.required') }]}>
            <Radio.Group>
              {targets.map((to) => (
                <Radio.Button key={to} value={to}>
                  {label(to)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          {move === 'audit' && chosen === SHOP_STATUS.reviewFailed && (
            <Form.Item name="reason" label={t(text('dialog.reason'))} rules={[{ required: true, whitespace: true, message: t('validation.failReason') }]}>
              <Input.TextArea maxLength={SHOP_REASON_MAX} showCount autoSize={{ minRows: 2 }} placeholder={t(text('dialog.reasonPlaceholder'))} />
            </Form.Item>
          )}
        </Form>
      )}
    </ActionDialogModal>
  );
}

export function ShopAuditDialog(props: ActionDialogProps) {
  return <ShopMoveDialog {...props} move="audit" />;
}

export function ShopStatusDialog(props: ActionDialogProps) {
  return <ShopMoveDialog {...props} move="change-status" />;
}
