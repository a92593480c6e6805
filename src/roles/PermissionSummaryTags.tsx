import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PageGrant, permissionStrings, summarisePermissions } from './permission-summary.ts';
import { permissionWords } from './permission-words.ts';
import { pickerText } from './picker-text.ts';

/** Outside the full detail view, this many pages at most, then "+N". */
const COMPACT_PAGES = 8;

/** "Goods", "Goods: View, Delete" or "Content · all". */
function grantText(grant: PageGrant, t: TFunction, resourceName: string): string {
  const title = permissionWords(grant.path, t, resourceName);
  if (grant.all) return `${title} · ${t(pickerText(resourceName, 'allShort'))}`;
  if (!grant.actions.length) return title;
  const words = [
    ...(grant.read ? [t(pickerText(resourceName, 'read'))] : []),
    ...grant.actions.map((action) => t(pickerText(resourceName, `actions.${action}`), { defaultValue: action })),
  ];
  return `${title}: ${words.join(', ')}`;
}

/** A role's permissions on its detail view: one tag per page by title, then its features. */
export function PermissionSummaryTags({ resourceName, value, full }: { resourceName: string; value: unknown; full: boolean }) {
  const { t } = useTranslation();
  const { pages, flags } = summarisePermissions(permissionStrings(value));
  if (!pages.length && !flags.length) return <Typography.Text type="secondary">{t(pickerText(resourceName, 'none'))}</Typography.Text>;
  const shown = full ? pages : pages.slice(0, COMPACT_PAGES);
  return (
    <Flex gap={4} wrap data-testid="permission-summary">
      {shown.map((grant) => (
        <Tag key={grant.path} title={grant.path} color={grant.all ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
          {grantText(grant, t, resourceName)}
        </Tag>
      ))}
      {shown.length < pages.length && <Tag style={{ marginInlineEnd: 0 }}>{`+${pages.length - shown.length}`}</Tag>}
      {flags.map((flag) => (
        <Tag key={flag} color="purple" style={{ marginInlineEnd: 0 }}>
          {permissionWords(flag, t, resourceName)}
        </Tag>
      ))}
    </Flex>
  );
}
