import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUS, type ShopStatus } from '../../resources/shops/shop-status.ts';

const COLORS: Record<ShopStatus, string> = {
  0: 'processing',
  1: 'cyan',
  2: 'error',
  3: 'success',
  4: 'error',
  5: 'default',
  6: 'default',
  7: 'warning',
};
const text = (key: string) => `resources.marketplace-shops.${key}`;

/**
 * A shop's status cell: the status as a coloured tag, a failure's reason beside it, "opening…" or
 * "closing…" while a switch runs, and spec §8's re-authorise prompt for an expired authorisation.
 */
export function ShopStatusTag({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const status = Number(row.status) as ShopStatus;
  if (!(status in COLORS)) return <>{String(row.status ?? '')}</>;
  // The failure in the reader's language (its code), its own text beside it as data: the operator's
  // reason for a failed review, the marketplace's message for a refused token (resources/shops/shop-failures.ts).
  const detail = String(row.fail_reason ?? '');
  const failure = row.fail_code && row.fail_code !== 'reviewRejected' ? t(text(`failCodes.${String(row.fail_code)}`)) : '';
  const reason = [failure, detail].filter(Boolean).join(': ');
  const tag = (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(text(`statuses.${status}`))}
    </Tag>
  );
  // The reason on its own line, a block as wide as the cell at most (220 px): beside the tag in a
  // wrapping row it kept its own width and ran out of a narrow status column uncut.
  const line = { display: 'block', fontSize: 12, maxWidth: 220 } as const;
  return (
    <>
      <Space size={4} wrap>
        {reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag}
        {row.switching ? <Tag color="processing">{t(text(`switching.${String(row.switching)}`))}</Tag> : null}
      </Space>
      {status === SHOP_STATUS.authorisationExpired ? (
        <Typography.Text type="warning" style={line} ellipsis={{ tooltip: true }}>
          {t(text('reauthorise'))}
        </Typography.Text>
      ) : reason ? (
        <Typography.Text type="secondary" style={line} ellipsis={{ tooltip: reason }}>
          {failure}
          {failure && detail ? ': ' : ''}
          {detail && <span translate="no">{detail}</span>}
        </Typography.Text>
      ) : null}
    </>
  );
}
