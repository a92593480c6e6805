import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each shown state's colour: running ones green or blue, waiting ones orange, stopped ones grey or red. */
const COLORS: Record<string, string> = {
  draft: 'default',
  live: 'success',
  paused: 'warning',
  ended: 'default',
  deleted: 'error',
  not_started: 'processing',
  complete: 'default',
  ongoing: 'success',
  unused: 'processing',
  used: 'success',
  expired: 'default',
  pending: 'warning',
  confirmed: 'processing',
  cancelled: 'default',
  done: 'success',
};

/** A coupon's, an activity's, a claimed copy's or an appointment's state as a coloured tag, its words under `words` (`resources.coupons.statuses`). */
export function StateTag({ words, value, testId }: { words: string; value: unknown; testId?: string }) {
  const { t } = useTranslation();
  if (typeof value !== 'string') return null;
  return (
    <Tag color={COLORS[value] ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid={testId} data-state={value}>
      {t(`${words}.${value}`)}
    </Tag>
  );
}
