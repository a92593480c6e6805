import { PlusOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Col, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { PageHeader } from './PageHeader.tsx';
import { RecordDrawer } from './RecordDrawer.tsx';
import { ResourceList } from './ResourceList.tsx';
import { type ResourceUi, ResourceUiProvider } from './resource-ui.ts';
import { useRecordDrawer } from './useRecordDrawer.ts';
import { useResourceAbilities } from './useResourceAbilities.ts';

/**
 * The generic page of a declared resource: its heading with Create, its list, and create / edit /
 * show in a drawer over it, addressed by the URL (`?create=1`, `?edit=<id>`, `?show=<id>`) on the
 * resource's one route. `ui` is the resource's extension, loaded by the route before the page shows
 * (src/resource-ui.ts); its `aside` stands left of the list from antd's `lg` (992 px), above it below
 * (always above when the extension says `asideAbove`).
 */
export function ResourcePage({ resource, ui }: { resource: ResourceDefinition; ui: ResourceUi }) {
  const { t } = useTranslation();
  const abilities = useResourceAbilities(resource);
  const drawer = useRecordDrawer();
  const [asideFilters, setAsideFilters] = useState<CrudFilter[]>([]);
  const create = abilities.create && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => drawer.open({ mode: 'create' })} data-testid="create">
      {t('engine.create')}
    </Button>
  );
  const list = <ResourceList resource={resource} abilities={abilities} onOpen={drawer.open} asideFilters={asideFilters} />;
  const Aside = ui.aside;
  const HeaderActions = ui.headerActions;
  return (
    <ResourceUiProvider value={ui}>
      <PageHeader
        actions={
          HeaderActions ? (
            <Space>
              <HeaderActions resource={resource} />
              {create}
            </Space>
          ) : (
            create
          )
        }
      />
      {Aside && ui.asideAbove ? (
        <Space direction="vertical" size={16} style={{ display: 'flex' }}>
          <Aside resource={resource} filters={asideFilters} onFilter={setAsideFilters} />
          {list}
        </Space>
      ) : Aside ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={6}>
            <Aside resource={resource} filters={asideFilters} onFilter={setAsideFilters} />
          </Col>
          <Col xs={24} lg={18}>
            {list}
          </Col>
        </Row>
      ) : (
        list
      )}
      <RecordDrawer resource={resource} abilities={abilities} state={drawer.state} onOpen={drawer.open} onClose={drawer.close} />
    </ResourceUiProvider>
  );
}
