import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../lib/relative-time.ts';
import { formatDateTime } from './date-format.ts';

/** Spec §9 relative time in the interface language ("5 min ago"); older than two days, the date and time. */
export function relativeTimeText(value: string, language: string, t: TFunction, now = Date.now()): string {
  const relative = relativeTime(value, now);
  if (relative.key === 'time.date') return formatDateTime(value, language);
  return t(relative.key, 'count' in relative ? { count: relative.count } : {});
}

/** When something happened, in relative words, with the absolute date and time on hover. */
export function RelativeTime({ value }: { value: string }) {
  const { t, i18n } = useTranslation();
  return (
    <time dateTime={value} title={formatDateTime(value, i18n.language)}>
      {relativeTimeText(value, i18n.language, t)}
    </time>
  );
}
