import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '../../resources/shared/account-kinds.ts';

// Stopped is a normal state, not a failure: it stays grey so real errors keep red to themselves.
const COLORS: Record<AccountStatus, string> = { enabled: 'success', stopped: 'default' };

/** An account list's status cell: enabled in green, stopped in grey, in the user's language. */
export function AccountStatusTag({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const status = String(row.status ?? '');
  const color = COLORS[status as AccountStatus];
  if (!color) return <>{status}</>;
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {t(`organisation.status.${status}`)}
    </Tag>
  );
}
