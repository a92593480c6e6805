import { Button, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { RecordDrawerActions } from './RecordDrawerActions.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { ResourceShow } from './ResourceShow.tsx';
import type { DrawerState } from './useRecordDrawer.ts';
import type { ResourceAbilities } from './useResourceAbilities.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

interface Props {
  resource: ResourceDefinition;
  abilities: ResourceAbilities;
  state: DrawerState;
  onOpen: (state: DrawerState, replace?: boolean) => void;
  onClose: () => void;
}

/** What the session may open: an edit link without the right shows the record; create needs the right. */
function permitted(state: DrawerState, abilities: ResourceAbilities): DrawerState {
  if (state?.mode === 'create') return abilities.create ? state : null;
  if (state?.mode === 'edit' && !abilities.edit) return { mode: 'show', id: state.id };
  return state;
}

const stateKey = (state: DrawerState) => (state ? `${state.mode}:${state.mode === 'create' ? '' : state.id}` : '');

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The create / edit / show drawer of a resource page; closing a changed form asks first. */
export function RecordDrawer({ resource, abilities, state: requested, onOpen, onClose }: Props) {
  const { t } = useTranslation();
  const state = permitted(requested, abilities);
  const [dirty, setDirty] = useState(false);
  const { confirmLeave } = useUnsavedGuard(dirty);
  // The drawer keeps showing what it showed while it slides away.
  const [shown, setShown] = useState(state);
  if (state && stateKey(state) !== stateKey(shown)) setShown(state);
  const view = state ?? shown;
  const viewKey = stateKey(view);
  // Whatever closes or changes the drawer (a button, the back button) leaves nothing unsaved behind:
  // the change is noticed while rendering, as `shown` is, so no frame shows the old form's changes.
  const openKey = stateKey(state);
  const [dirtyKey, setDirtyKey] = useState(openKey);
  if (openKey !== dirtyKey) {
    setDirtyKey(openKey);
    setDirty(false);
  }

  const formName = `${resource.name}-form`;
  const record = t(`resources.${resource.name}.record`);
  const titles = { create: 'engine.createTitle', edit: 'engine.editTitle', show: 'engine.showTitle' } as const;
  const close = () => confirmLeave(onClose);
  const footer =
    view?.mode === 'show' ? (
      <Space>
        <Button onClick={close}>{t('engine.close')}</Button>
        <RecordDrawerActions resource={resource} id={view.id} />
        {abilities.edit && (
          <Button type="primary" onClick={() => onOpen({ mode: 'edit', id: view.id }, true)}>
            {t('engine.edit')}
          </Button>
        )}
      </Space>
    ) : (
      <Space>
        <Button onClick={close}>{t('engine.cancel')}</Button>
        <Button type="primary" htmlType="submit" form={formName} data-testid="save">
          {t('engine.save')}
        </Button>
      </Space>
    );

  return (
    <Drawer
      open={state !== null}
      onClose={close}
      title={view ? upperFirst(t(titles[view.mode], { record })) : ''}
      width="min(640px, 100vw)"
      footer={footer}
      styles={{ footer: { textAlign: 'right' } }}
      destroyOnHidden
    >
      {view?.mode === 'show' && <ResourceShow resource={resource} id={view.id} />}
      {view && view.mode !== 'show' && (
        <ResourceForm
          key={viewKey}
          resource={resource}
          id={view.mode === 'edit' ? view.id : undefined}
          name={formName}
          onDirtyChange={setDirty}
          onSaved={() => onOpen(null, true)}
        />
      )}
    </Drawer>
  );
}
