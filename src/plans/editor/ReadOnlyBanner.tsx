import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  resourceName: string;
  /** `readOnly`: the record may not be changed; `readOnlyPublish`: it may not be published. */
  reason: 'readOnly' | 'readOnlyPublish';
}

/**
 * Says, before any work is done, that this session may look but not change (a guide reads plans
 * only, ACCESS.md): the page shows no control that would invite a change it could not keep.
 */
export function ReadOnlyBanner({ resourceName, reason }: Props) {
  const { t } = useTranslation();
  const nouns = { record: t(`resources.${resourceName}.record`), records: t(`resources.${resourceName}.records`) };
  return (
    <Alert
      type="info"
      showIcon
      banner
      message={t(`resources.${resourceName}.ui.${reason}`, nouns)}
      style={{ margin: '8px 12px 0' }}
      data-testid="read-only-banner"
    />
  );
}
