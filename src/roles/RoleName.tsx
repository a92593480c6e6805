import { useTranslation } from 'react-i18next';
import { builtInRoleNameKey } from '../../resources/roles/built-in-roles.ts';
import { EllipsisText } from '../engine/EllipsisText.tsx';

/**
 * A role's name in the roles lists: a built-in role's in the reader's language, one someone typed
 * as typed and marked as not interface text (resources/roles/built-in-roles.ts).
 */
export function RoleName({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const key = builtInRoleNameKey(row);
  if (key) return <EllipsisText text={t(key)} />;
  return (
    <span translate="no">
      <EllipsisText text={String(row.name ?? '')} />
    </span>
  );
}
