import { Button, Checkbox, Empty, Pagination, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '../../resources/constants.ts';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import type { ItemAction } from './material-actions.ts';
import { MaterialCard } from './MaterialCard.tsx';
import { MaterialTable } from './MaterialTable.tsx';
import type { ViewMode } from './BrowseControls.tsx';
import type { MaterialAbilities } from './useMaterialAbilities.ts';
import type { MaterialLibrary } from './useMaterialLibrary.ts';

interface Props {
  library: MaterialLibrary;
  abilities: MaterialAbilities;
  view: ViewMode;
  selected: number[];
  onSelectionChange: (ids: number[]) => void;
  onAction: (action: ItemAction, material: Material) => void;
}

const PAGE_SIZES = [30, 60, MAX_PAGE_SIZE];

/** The open folder's materials as cards or rows, with its empty, loading and failed states and its pages. */
export function MaterialContents({ library, abilities, view, selected, onSelectionChange, onAction }: Props) {
  const { t } = useTranslation();
  const { materials, total } = library;
  const selectable = abilities.edit || abilities.delete;
  const select = (id: number, on: boolean) => onSelectionChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  const allSelected = materials.length > 0 && materials.every((material) => selected.includes(material.id));

  if (library.listError !== undefined) {
    return (
      <Result
        status="error"
        title={t('engine.loadFailed', { message: library.listError })}
        extra={<Button onClick={library.refresh}>{t('engine.retry')}</Button>}
      />
    );
  }
  const emptyText = library.q
    ? t('resources.materials.library.emptySearch', { q: library.q })
    : t(library.tab === 'all' ? 'resources.materials.library.empty' : 'resources.materials.library.emptyKind');

  return (
    <Spin spinning={library.listLoading} delay={150}>
      <div className="material-contents__bar">
        {selectable && view === 'grid' && materials.length > 0 && (
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && selected.length > 0}
            onChange={(event) => onSelectionChange(event.target.checked ? materials.map((material) => material.id) : [])}
          >
            {t('resources.materials.library.selectAll')}
          </Checkbox>
        )}
        <Typography.Text type="secondary">{t('resources.materials.library.items', { count: total })}</Typography.Text>
      </div>
      {materials.length === 0 && !library.listLoading ? (
        <Empty description={emptyText} className="material-empty" data-testid="material-empty" />
      ) : view === 'grid' ? (
        <div className="material-grid" data-testid="material-grid">
          {materials.map((material) => (
            <MaterialCard
              key={material.id}
              material={material}
              abilities={abilities}
              selectable={selectable}
              selected={selected.includes(material.id)}
              onSelect={select}
              onAction={onAction}
            />
          ))}
        </div>
      ) : (
        <MaterialTable
          materials={materials}
          abilities={abilities}
          selectable={selectable}
          selected={selected}
          onSelectionChange={onSelectionChange}
          onAction={onAction}
        />
      )}
      {(total > library.pageSize || library.page > 1) && (
        <Pagination
          className="material-pagination"
          current={library.page}
          pageSize={library.pageSize}
          total={total}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES}
          onChange={library.paginate}
        />
      )}
    </Spin>
  );
}
