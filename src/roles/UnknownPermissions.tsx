import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickerText } from './picker-text.ts';

/**
 * Permission strings the picker does not offer (a page since removed, a string another tool
 * wrote): listed as they are and saved unchanged, unless the user removes one.
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
          <Tag key={permission} closable={{ 'aria-label': t(pickerText(resourceName, 'remove'), { permission }) }} onClose={() => onRemove(permission)}>
            {permission}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
