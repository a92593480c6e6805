import { RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Empty, Result, Space, Spin, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PlanScenes } from '../../../resources/plans/plan-scenes.schema.ts';
import { scenesPath } from '../../../resources/plans/plan-scenes.schema.ts';
import { useResourceAbilities } from '../../engine/useResourceAbilities.ts';
import { useUnsavedGuard } from '../../engine/useUnsavedGuard.ts';
import { useRequiredSession } from '../../session/SessionContext.tsx';
import { PanoramaImportDialog } from '../import/PanoramaImportDialog.tsx';
import { planPageOf } from '../plan-pages.ts';
import { usePlanScenes } from '../usePlanScenes.ts';
import { LazyPanoramaViewer } from '../viewer/LazyPanoramaViewer.tsx';
import type { PanoramaView } from '../viewer/PanoramaViewer.tsx';
import { currentScene, type EditorAction, editorReducer, initialEditorState, isDirty } from './editor-state.ts';
import type { GraphFieldError } from './graph-errors.ts';
import { HotspotPanel } from './HotspotPanel.tsx';
import { ReadOnlyBanner } from './ReadOnlyBanner.tsx';
import { SceneList } from './SceneList.tsx';
import '../plans.css';
import { useGraphErrors } from './useGraphErrors.ts';

/**
 * `/content/panoEditor/{id}` (issue 20): a full-page editor of a plan's or hall's draft scenes, with
 * undo and redo, the opening view, hotspots to scenes, content and links, and a save the server
 * refuses (409) when another save came first.
 */
export function PanoEditorPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const page = planPageOf(search.get('of'));
  const { t } = useTranslation();
  const text = useCallback((key: string, params?: Record<string, unknown>) => t(`resources.${page.name}.editor.${key}`, params), [t, page.name]);
  const editable = useResourceAbilities(page.resource).edit;
  const { scenes, loading, failed, refetch } = usePlanScenes(page.path, id);
  const [importing, setImporting] = useState(false);
  const importDialog = scenes && (
    <PanoramaImportDialog
      open={importing}
      resourceName={page.name}
      resourcePath={page.path}
      id={scenes.id}
      onStarted={() => void refetch()}
      onClose={() => setImporting(false)}
    />
  );
  if (loading) return <Spin fullscreen />;
  if (failed || !scenes)
    return (
      <Result
        status="warning"
        title={t(`resources.${page.name}.ui.loadFailed`)}
        extra={<Button onClick={() => refetch()}>{t(`resources.${page.name}.ui.retry`)}</Button>}
      />
    );
  if (!scenes.graph)
    return (
      <>
        <Result
          icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          title={scenes.name}
          subTitle={<ImportState scenes={scenes} name={page.name} fallback={text('empty')} />}
          extra={
            <Space>
              <Link to={page.route}>{text('back')}</Link>
              {editable && (
                <Button type="primary" disabled={scenes.import_status === 'importing'} onClick={() => setImporting(true)} data-testid="open-import">
                  {t(`resources.${page.name}.import.open`)}
                </Button>
              )}
            </Space>
          }
        />
        {importDialog}
      </>
    );
  // A finished import's scenes come with a new revision: the editor starts again on them.
  return (
    <>
      <Editor key={`${id}-${scenes.revision}`} scenes={scenes} page={page} text={text} editable={editable} onImport={() => setImporting(true)} />
      {importDialog}
    </>
  );
}

/** What the last import did, when it is running or has failed. */
function ImportState({ scenes, name, fallback }: { scenes: PlanScenes; name: string; fallback?: string }) {
  const { t } = useTranslation();
  if (scenes.import_status === 'importing') return <Alert type="info" showIcon message={t(`resources.${name}.import.running`)} />;
  if (scenes.import_error) return <Alert type="error" showIcon message={t(`resources.${name}.import.failed`, { reason: scenes.import_error })} />;
  return fallback ? <span>{fallback}</span> : null;
}

interface EditorProps {
  scenes: PlanScenes;
  page: ReturnType<typeof planPageOf>;
  text(key: string, params?: Record<string, unknown>): string;
  /** The session may change the record: otherwise everything shows and nothing invites a change. */
  editable: boolean;
  onImport(): void;
}

/** Shows a refused field: its scene and hotspot selected first, so the field is on screen to show its message. */
function select(dispatch: (action: EditorAction) => void, error: GraphFieldError | undefined) {
  if (error?.sceneId === undefined) return;
  dispatch({ type: 'selectScene', sceneId: error.sceneId });
  if (error.hotspotId !== undefined) dispatch({ type: 'selectHotspot', hotspotId: error.hotspotId });
}

function Editor({ scenes, page, text, editable, onImport }: EditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, scenes.graph!, initialEditorState);
  const revision = useRef(scenes.revision);
  const view = useRef<PanoramaView>({ yaw: 0, pitch: 0, fov: 90 });
  const { mutateAsync, mutation } = useCustomMutation<PlanScenes>();
  const dirty = isDirty(state);
  const canPublish = useRequiredSession().checker.can(page.resource.route, 'publish');
  const { confirmLeave } = useUnsavedGuard(dirty);
  const scene = currentScene(state);
  const selected = scene.hotspots.find((hotspot) => hotspot.id === state.hotspotId);
  const { errors, check, refuse, clear } = useGraphErrors(state.present);
  const root = useRef<HTMLDivElement>(null);
  const [revealing, setRevealing] = useState(0);
  const reveal = useCallback((error: GraphFieldError | undefined) => {
    select(dispatch, error);
    setRevealing((count) => count + 1);
  }, []);
  // Once its scene and hotspot show, the first refused field is scrolled to and takes the focus.
  useEffect(() => {
    if (!revealing) return;
    const field = root.current?.querySelector<HTMLElement>('.ant-form-item-has-error, .ant-alert-error');
    field?.scrollIntoView?.({ block: 'center' });
    field?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [revealing]);

  const save = useCallback(async () => {
    // The browser checks with the server's own schema first: a missing target shows on its field at once.
    const found = check();
    if (found.length) {
      void message.error(t('errors.validation'));
      reveal(found[0]);
      return;
    }
    const sent: SceneGraph = state.present;
    try {
      const answer = await mutateAsync({
        url: scenesPath(page.path, scenes.id),
        method: 'put',
        values: { revision: revision.current, graph: sent },
        successNotification: false,
        errorNotification: false,
      });
      revision.current = answer.data.revision;
      dispatch({ type: 'saved', graph: sent });
      clear();
      void message.success(text('saved'));
    } catch (error) {
      // The HTTP client has said why; a 422's fields are shown where they are (content gone, say).
      const fieldErrors = (error as { errors?: Record<string, string[]> }).errors;
      if (fieldErrors) reveal(refuse(fieldErrors, sent));
    }
  }, [check, clear, refuse, reveal, mutateAsync, page.path, scenes.id, state.present, message, text, t]);

  // Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) and Ctrl+S, except while typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!editable || !(event.ctrlKey || event.metaKey)) return;
      const typing = (event.target as HTMLElement | null)?.closest('input, textarea');
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        if (dirty) void save();
      } else if (!typing && key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (!typing && key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dirty, save, editable]);

  const round = (value: number) => Math.round(value * 10) / 10;
  return (
    <div className="pano-editor" ref={root}>
      <header className="pano-editor-bar">
        <Space>
          <Button type="link" onClick={() => confirmLeave(() => navigate(page.route))}>
            {text('back')}
          </Button>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {scenes.name}
          </Typography.Title>
        </Space>
        <Space>
          {editable && (
            <>
              <Button icon={<UndoOutlined />} disabled={!state.past.length} onClick={() => dispatch({ type: 'undo' })}>
                {text('undo')}
              </Button>
              <Button icon={<RedoOutlined />} disabled={!state.future.length} onClick={() => dispatch({ type: 'redo' })}>
                {text('redo')}
              </Button>
              <Tooltip title={dirty ? t(`resources.${page.name}.import.saveFirst`) : undefined}>
                <Button disabled={dirty || scenes.import_status === 'importing'} onClick={onImport} data-testid="open-import">
                  {t(`resources.${page.name}.import.open`)}
                </Button>
              </Tooltip>
            </>
          )}
          <Button onClick={() => confirmLeave(() => navigate(`/content/publish/${scenes.id}${page.query}`))}>
            {canPublish ? text('preview') : t(`resources.${page.name}.ui.view`)}
          </Button>
          {editable && (
            <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={mutation.isPending} onClick={() => void save()} data-testid="save-scenes">
              {text('save')}
            </Button>
          )}
        </Space>
      </header>
      {!editable && <ReadOnlyBanner resource={page.resource} reason="readOnly" />}
      {errors
        .filter((error) => error.sceneId === undefined)
        .map((error) => (
          <Alert key={error.field} type="error" showIcon style={{ margin: '8px 12px 0' }} message={error.messages.join(' ')} />
        ))}
      {(scenes.import_status === 'importing' || scenes.import_error) && (
        <div style={{ padding: '8px 12px 0' }}>
          <ImportState scenes={scenes} name={page.name} />
        </div>
      )}
      <div className="pano-editor-body">
        <SceneList text={text} graph={state.present} scene={scene} dispatch={dispatch} errors={errors} readOnly={!editable} />
        <section className="pano-editor-stage">
          <LazyPanoramaViewer
            graph={state.present}
            sceneId={scene.id}
            onSceneChange={(sceneId) => dispatch({ type: 'selectScene', sceneId })}
            onHotspotClick={(hotspot) => dispatch({ type: 'selectHotspot', hotspotId: hotspot.id })}
            onViewChange={(next) => {
              view.current = next;
            }}
            onPick={editable ? (position) => selected && dispatch({ type: 'updateHotspot', hotspotId: selected.id, change: position }) : undefined}
            selectedHotspotId={state.hotspotId ?? undefined}
            height="calc(100vh - 140px)"
            ariaLabel={scene.name}
            unavailableText={t(`resources.${page.name}.ui.viewerUnavailable`)}
          />
          {editable && (
            <Space style={{ marginTop: 8 }} wrap>
              <Button
                type="primary"
                ghost
                onClick={() =>
                  dispatch({
                    type: 'addHotspot',
                    yaw: round(view.current.yaw),
                    pitch: round(view.current.pitch),
                    target: { kind: 'scene', scene: (state.present.scenes.find((other) => other.id !== scene.id) ?? scene).id },
                  })
                }
                data-testid="add-hotspot"
              >
                {text('addHotspot')}
              </Button>
              <Button
                onClick={() =>
                  dispatch({
                    type: 'setInitialView',
                    view: { yaw: round(view.current.yaw), pitch: round(view.current.pitch), fov: Math.round(view.current.fov) },
                  })
                }
              >
                {text('setView')}
              </Button>
            </Space>
          )}
        </section>
        <HotspotPanel
          text={text}
          scenes={state.present.scenes}
          scene={scene}
          selected={selected}
          dispatch={dispatch}
          contentTargets={page.contentTargets}
          errors={errors}
          readOnly={!editable}
        />
      </div>
    </div>
  );
}
