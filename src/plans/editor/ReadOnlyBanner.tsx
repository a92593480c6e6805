import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { recordNouns } from '../../engine/useBatchActions.ts';

interface Props {
  resource: ResourceDefinition;
  /** `readOnly`: the record may not be changed; `readOnlyPublish`: it may not be published. */
  reason: 'readOnly' | 'readOnlyPublish';
}

/**
 * Says, before any work is done, that this session may look but not change (a guide reads plans
 * only, ACCESS.md): the page shows no control that would invite a change it could not keep. The
 * plan pages' counterpart of the engine's read-only banner (src/engine/ResourceShow.tsx), worded
 * by the list's own texts.
 */
export function ReadOnlyBanner({ resource, reason }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      banner
      message={t(`resources.${resource.name}.ui.${reason}`, recordNouns(resource, t))}
      style={{ margin: '8px 12px 0' }}
      data-testid="read-only-banner"
    />
  );
}
