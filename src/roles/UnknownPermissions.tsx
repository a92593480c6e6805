import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionWords } from './permission-words.ts';
import { pickerText } from './picker-text.ts';

/**
 * Permission strings the picker does not offer (a page since removed, a string another tool
 * wrote): listed in words (the page's title, the action's word), saved unchanged unless the user
 * removes one. The stored string is left to the tag's tooltip, for an operator comparing notes.
 */
export function UnknownPermissions({
  resourceName,
  unknown,
  onRemove,
}: {
  resourceName: string;
  unknown: readonly string[];
  onRemove: (permission: string) => void;
}) {
  const { t } = useTranslation();
  if (!unknown.length) return null;
  return (
    <Flex vertical gap={4} data-testid="unknown-permissions">
      <Typography.Text type="secondary">{t(pickerText(resourceName, 'unknown'))}</Typography.Text>
      <Flex gap={4} wrap>
        {[...new Set(unknown)].map((permission) => (
          <Tag
            key={permission}
            title={permission}
            closable={{ 'aria-label': t(pickerText(resourceName, 'remove'), { permission: permissionWords(permission, t, resourceName) }) }}
            onClose={() => onRemove(permission)}
          >
            {permissionWords(permission, t, resourceName)}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
