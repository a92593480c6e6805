import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowCell } from '../engine/resource-ui.ts';

/**
 * An expiry status cell (spec §3: 3 due within 7 days, 7 expired, 0 in period) worded by one
 * resource's `expiryStatuses` texts: a tag when due or expired, quiet grey text while in period.
 */
export function expiryStatusCell(resourceName: string): RowCell {
  const text = (status: number) => `resources.${resourceName}.expiryStatuses.${status}`;
  return function ExpiryStatusTag({ row }) {
    const { t } = useTranslation();
    const status = Number(row.expiry_status);
    if (status !== 3 && status !== 7) return <Typography.Text type="secondary">{t(text(0))}</Typography.Text>;
    return <Tag color={status === 7 ? 'error' : 'warning'}>{t(text(status))}</Tag>;
  };
}
