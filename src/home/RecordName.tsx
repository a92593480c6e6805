import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A record a statistic names (a store, guide, viewer account, content, merchant), by its name: a
 * link to its page where the session may open it, "(deleted)" in the reader's language once it is
 * gone (its id on hover, to tell two apart), and `fallback` where nothing names it. A name is
 * the user's own data, so it is marked `translate="no"`: no translator rewrites it, and the tour's
 * language check (tests/e2e/tour/text-check.ts) leaves it out.
 */
export function RecordName({
  name,
  deleted = false,
  link,
  id,
  fallback = '',
}: {
  name: string | null | undefined;
  deleted?: boolean;
  link?: string;
  id?: number | null;
  fallback?: string;
}) {
  const { t } = useTranslation();
  if (deleted)
    return (
      <span title={id ? `#${id}` : undefined} data-testid="record-deleted">
        {name ? <span translate="no">{name} </span> : ''}
        <Typography.Text type="secondary">{t('resources.stats.deleted')}</Typography.Text>
      </span>
    );
  if (!name) return fallback;
  return link ? (
    <Link to={link} translate="no">
      {name}
    </Link>
  ) : (
    <span translate="no">{name}</span>
  );
}
