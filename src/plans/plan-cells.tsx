import { PlayCircleFilled } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { RowCell } from '../engine/resource-ui.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { PlanViewerModal } from './PlanViewerModal.tsx';
import './plans.css';

/** The list's cover: a button opening the 360° viewer of the plan's scenes, with a 360° badge saying so. */
export function coverCellFor(resourceName: string, resourcePath: string): RowCell {
  return function PlanCover({ row }) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    const name = String(row.name ?? '');
    const cover = String(row.cover ?? '');
    return (
      <>
        <Button
          type="text"
          className="plan-cover"
          aria-label={t(`resources.${resourceName}.ui.openViewer`, { name })}
          title={t(`resources.${resourceName}.ui.openViewer`, { name })}
          onClick={() => setOpen(true)}
          data-testid="open-viewer"
        >
          {cover && <img src={cover} alt="" />}
          <span className="plan-cover-badge" aria-hidden data-testid="open-viewer-badge">
            <PlayCircleFilled />
            360°
          </span>
        </Button>
        <PlanViewerModal resourceName={resourceName} resourcePath={resourcePath} id={Number(row.id)} name={name} open={open} onClose={() => setOpen(false)} />
      </>
    );
  };
}

/**
 * The list's name with the links to the plan's editor (for those who may edit) and its preview
 * page (hidden routes of spec §2), named for what it does for this session: "Preview and publish",
 * or "Preview" for who may not publish.
 */
export function nameCellFor(resource: ResourceDefinition): RowCell {
  const resourceName = resource.name;
  return function PlanName({ row }) {
    const { t } = useTranslation();
    const editable = useResourceAbilities(resource).edit;
    const canPublish = useRequiredSession().checker.can(resource.route, 'publish');
    const query = resourceName === 'plans' ? '' : `?of=${resourceName}`;
    return (
      <Space direction="vertical" size={0}>
        <span translate="no">{String(row.name ?? '')}</span>
        <Space size="small">
          {editable && <Link to={`/content/panoEditor/${row.id}${query}`}>{t(`resources.${resourceName}.ui.editor`)}</Link>}
          <Link to={`/content/publish/${row.id}${query}`}>{t(`resources.${resourceName}.ui.${canPublish ? 'preview' : 'view'}`)}</Link>
        </Space>
      </Space>
    );
  };
}
