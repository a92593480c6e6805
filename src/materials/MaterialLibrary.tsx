import { App, Tabs, Typography } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { PageHeader } from '../engine/PageHeader.tsx';
import { BrowseControls, type ViewMode } from './BrowseControls.tsx';
import { CapacityBar } from './CapacityBar.tsx';
import { FolderTree } from './FolderTree.tsx';
import type { ItemAction } from './material-actions.ts';
import { KIND_TABS, type KindTab } from './material-kinds.ts';
import { MaterialContents } from './MaterialContents.tsx';
import { MaterialDialogs, type DialogState } from './MaterialDialogs.tsx';
import { MaterialToolbar } from './MaterialToolbar.tsx';
import { OfferedResources } from './OfferedResources.tsx';
import { PathBreadcrumb } from './PathBreadcrumb.tsx';
import { useMaterialAbilities } from './useMaterialAbilities.ts';
import { useMaterialLibrary } from './useMaterialLibrary.ts';
import { useMaterialUpload } from './useMaterialUpload.ts';
import { useMaterialWrites } from './useMaterialWrites.ts';
import './materials.css';

/**
 * A material library (the material centre or the cloud drive): the folder tree on the left, the
 * open folder's materials on the right, with kind tabs, search, the folder's path, creating,
 * uploading, renaming, moving and deleting as far as the session may.
 */
export function MaterialLibraryPage({ area }: { area: MaterialArea }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const library = useMaterialLibrary(area);
  const writes = useMaterialWrites(area);
  const upload = useMaterialUpload(area);
  const abilities = useMaterialAbilities(area);
  const [view, setView] = useState<ViewMode>('grid');
  const [dialog, setDialog] = useState<DialogState>(null);
  // A selection belongs to what is shown: another folder, kind, page or search starts empty.
  const shown = `${library.folder}|${library.tab}|${library.page}|${library.q}`;
  const [selection, setSelection] = useState<{ shown: string; ids: number[] }>({ shown, ids: [] });
  const selected = selection.shown === shown ? selection.ids.filter((id) => library.materials.some((material) => material.id === id)) : [];
  const select = (ids: number[]) => setSelection({ shown, ids });
  const folder = library.folder ?? null;

  const hasSelection = () => {
    if (selected.length) return true;
    void message.warning(t('engine.selectFirst'));
    return false;
  };

  const confirmDelete = (items: Material[]) => {
    const only = items.length === 1 ? items[0] : undefined;
    const title = only
      ? t(only.kind === 'folder' ? 'resources.materials.library.deleteFolderConfirm' : 'resources.materials.library.deleteConfirm', { name: only.name })
      : t('resources.materials.library.batchDeleteConfirm', { count: items.length });
    modal.confirm({
      title,
      content: t('resources.materials.library.deleteForever'),
      okText: t('engine.delete'),
      okButtonProps: { danger: true },
      cancelText: t('engine.cancel'),
      onOk: () =>
        writes.remove(items.map((item) => item.id)).then(
          (result) => select(selected.filter((id) => !result.ok.includes(id))),
          () => undefined,
        ),
    });
  };

  const onAction = (action: ItemAction, material: Material) => {
    if (action === 'open') {
      if (material.kind === 'folder') library.open(material.id);
      else if (material.url) window.open(material.url, '_blank', 'noopener');
    } else if (action === 'edit') setDialog({ type: 'speech', material });
    else if (action === 'rename') setDialog({ type: 'rename', material });
    else if (action === 'move') setDialog({ type: 'move', ids: [material.id] });
    else confirmDelete([material]);
  };

  const tabs = KIND_TABS.map((tab) => ({ key: tab, label: tab === 'all' ? t('resources.materials.library.allKinds') : t(`resources.materials.kinds.${tab}`) }));

  return (
    <>
      {/* Title only: Upload stays in the toolbar beside its file input and the folder it uploads into. */}
      <PageHeader />
      <div className="material-library" data-testid={`material-library-${area}`}>
        <aside className="material-library__side">
          <Typography.Text strong className="material-library__side-title">
            {t('resources.materials.library.folders')}
          </Typography.Text>
          <FolderTree className="material-library__tree" tree={library.tree} folder={library.folder} loading={library.treeLoading} onOpen={library.open} />
          <CapacityBar capacity={library.capacity} />
        </aside>
        <section className="material-library__main">
          <Tabs size="small" activeKey={library.tab} items={tabs} onChange={(key) => library.setTab(key as KindTab)} className="material-tabs" />
          <MaterialToolbar
            abilities={abilities}
            selectedCount={selected.length}
            onNewFolder={() => setDialog({ type: 'folder' })}
            onUpload={(files) => upload(files, folder)}
            onNewSpeech={() => setDialog({ type: 'speech' })}
            onMove={() => hasSelection() && setDialog({ type: 'move', ids: selected })}
            onDelete={() => hasSelection() && confirmDelete(library.materials.filter((material) => selected.includes(material.id)))}
          />
          <div className="material-pathbar">
            <PathBreadcrumb path={library.path} onOpen={library.open} />
            <BrowseControls searchKey={`${library.folder}|${library.tab}`} view={view} onView={setView} onSearch={library.search} onRefresh={library.refresh} />
          </div>
          <MaterialContents library={library} abilities={abilities} view={view} selected={selected} onSelectionChange={select} onAction={onAction} />
        </section>
        <MaterialDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          library={library}
          writes={writes}
          onMoved={(ids) => select(selected.filter((id) => !ids.includes(id)))}
        />
      </div>
      {/* The platform's shared files come with the material centre only, never the cloud drive. */}
      {area === 'center' && <OfferedResources />}
    </>
  );
}

/** The page of one library, for the route table (src/routes/page-loaders.ts). */
export function libraryPage(area: MaterialArea): ComponentType {
  const Page = () => <MaterialLibraryPage area={area} />;
  Page.displayName = `MaterialLibraryPage(${area})`;
  return Page;
}
