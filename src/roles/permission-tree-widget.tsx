import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { vocabularyPath } from '../../resources/roles/permission-vocabulary.ts';
import type { CustomEditorProps, CustomWidget } from '../engine/custom-widgets.tsx';
import { PermissionSummaryTags } from './PermissionSummaryTags.tsx';
import { PermissionTree } from './PermissionTree.tsx';
import { pickerText } from './picker-text.ts';
import { usePermissionVocabulary } from './usePermissionVocabulary.ts';

/**
 * The `permission-tree` widget of a roles resource: the picker over what that resource's own
 * vocabulary offers (`GET <its path>/vocabulary`: merchants' and staff roles offer different
 * pages), and the granted pages by title on the detail view.
 */
export function permissionTreeWidget(roles: Pick<ResourceDefinition, 'name' | 'path'>): CustomWidget {
  function PermissionTreeEditor({ value, onChange, id }: CustomEditorProps) {
    const { t } = useTranslation();
    const { vocabulary, failed, retry } = usePermissionVocabulary(vocabularyPath(roles.path));
    if (vocabulary) return <PermissionTree vocabulary={vocabulary} resourceName={roles.name} value={value} onChange={onChange} id={id} />;
    // Without the vocabulary nothing can be shown as boxes; the value stays untouched until it loads.
    if (failed)
      return (
        <Alert
          type="error"
          showIcon
          message={t(pickerText(roles.name, 'loadFailed'))}
          action={
            <Button size="small" onClick={retry}>
              {t('engine.retry')}
            </Button>
          }
        />
      );
    return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  }
  function PermissionsDisplay({ value, full }: { value: unknown; full: boolean }) {
    return <PermissionSummaryTags resourceName={roles.name} value={value} full={full} />;
  }
  return { Editor: PermissionTreeEditor, Display: PermissionsDisplay };
}
