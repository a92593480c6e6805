import { PictureOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { RowCell } from '../engine/resource-ui.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { PlanViewerModal } from './PlanViewerModal.tsx';

const COVER_SIZE = { width: 96, height: 48 };

/** The list's cover: a button opening the 360° viewer of the plan's scenes. */
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
          style={{ ...COVER_SIZE, padding: 0, overflow: 'hidden' }}
          aria-label={t(`resources.${resourceName}.ui.openViewer`, { name })}
          onClick={() => setOpen(true)}
          data-testid="open-viewer"
        >
          {cover ? <img src={cover} alt="" style={{ ...COVER_SIZE, objectFit: 'cover', display: 'block' }} /> : <PictureOutlined style={{ fontSize: 24 }} />}
        </Button>
        <PlanViewerModal resourceName={resourceName} resourcePath={resourcePath} id={Number(row.id)} name={name} open={open} onClose={() => setOpen(false)} />
      </>
    );
  };
}

/**
 * The list's name with the links to the plan's editor (for those who may edit) and its preview
 * page (hidden routes of spec §2).
 */
export function nameCellFor(resource: ResourceDefinition): RowCell {
  const resourceName = resource.name;
  return function PlanName({ row }) {
    const { t } = useTranslation();
    const editable = useResourceAbilities(resource).edit;
    const query = resourceName === 'plans' ? '' : `?of=${resourceName}`;
    return (
      <Space direction="vertical" size={0}>
        <span>{String(row.name ?? '')}</span>
        <Space size="small">
          {editable && <Link to={`/content/panoEditor/${row.id}${query}`}>{t(`resources.${resourceName}.ui.editor`)}</Link>}
          <Link to={`/content/publish/${row.id}${query}`}>{t(`resources.${resourceName}.ui.preview`)}</Link>
        </Space>
      </Space>
    );
  };
}
