import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../lib/relative-time.ts';
import { formatDateTime } from './date-format.ts';

/** Spec §9 relative time in the interface language ("5 min ago"); older than two days, the date and time. */
export function relativeTimeText(value: string, language: string, t: TFunction, now = Date.now(), timeZone?: string): string {
  const relative = relativeTime(value, now);
  if (relative.key === 'time.date') return formatDateTime(value, language, timeZone);
  return t(relative.key, 'count' in relative ? { count: relative.count } : {});
}

/** When something happened, in relative words, with the absolute date and time (in the business's zone) on hover. */
export function RelativeTime({ value, timeZone }: { value: string; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <time dateTime={value} title={formatDateTime(value, i18n.language, timeZone)}>
      {relativeTimeText(value, i18n.language, t, Date.now(), timeZone)}
    </time>
  );
}
