import { DeleteOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, List, Select } from 'antd';
import { CONTENT_TARGETS, type ContentTarget, HOTSPOT_ICONS } from '../../../resources/plans/scene-graph.ts';
import { ContentTargetSelect } from './ContentTargetSelect.tsx';
import type { EditorAction, Hotspot, HotspotTarget, Scene } from './editor-state.ts';
import { errorStatus, type GraphFieldError, hasErrorsIn, messagesAt, messagesBesides } from './graph-errors.ts';

const TARGET_KINDS = ['scene', ...CONTENT_TARGETS, 'link'] as const;
type TargetKind = (typeof TARGET_KINDS)[number];
/** A template's hotspots open scenes and links only: it is the platform's, and goods or albums are a merchant's. */
const TEMPLATE_TARGET_KINDS: readonly TargetKind[] = ['scene', 'link'];

interface Props {
  text(key: string, params?: Record<string, unknown>): string;
  scenes: Scene[];
  scene: Scene;
  selected: Hotspot | undefined;
  dispatch(action: EditorAction): void;
  /** Whether hotspots may open content (goods, albums, videos, documents): a merchant's plans and halls. */
  contentTargets: boolean;
  /** What a save found wrong, shown on its fields. */
  errors: readonly GraphFieldError[];
  /** Shown, not changed: the session may not edit (no remove, every control disabled). */
  readOnly: boolean;
}

/** The fields of a hotspot's form, by the path a 422 error names them. */
const FIELD_PATHS = {
  title: ['title'],
  icon: ['icon'],
  kind: ['target', 'target.kind'],
  scene: ['target.scene'],
  content: ['target.id'],
  link: ['target.url'],
};
const PLACED = Object.values(FIELD_PATHS).flat();

/** What a hotspot reads as in the list: its title, or "Untitled hotspot 4" (never its internal id). */
const hotspotLabel = (text: Props['text'], hotspot: Hotspot, index: number) => hotspot.title.trim() || text('untitledHotspot', { number: index + 1 });

/** What a new target of a kind starts as: the next scene, nothing picked yet, or an empty link. */
function targetOf(kind: TargetKind, scenes: Scene[], scene: Scene): HotspotTarget {
  if (kind === 'scene') return { kind, scene: (scenes.find((other) => other.id !== scene.id) ?? scene).id };
  if (kind === 'link') return { kind, url: 'https://' };
  return { kind, id: 0 } as HotspotTarget;
}

/** The hotspots of the scene shown, and the form of the one selected: title, icon and what it opens. */
export function HotspotPanel({ text, scenes, scene, selected, dispatch, contentTargets, errors, readOnly }: Props) {
  const kinds = contentTargets ? TARGET_KINDS : TEMPLATE_TARGET_KINDS;
  const update = (change: Partial<Omit<Hotspot, 'id'>>) => selected && dispatch({ type: 'updateHotspot', hotspotId: selected.id, change });
  const target = selected?.target as ({ kind: TargetKind } & Record<string, unknown>) | undefined;
  // A refused field shows its message under it, in red; the select says it is required.
  const check = (fields: readonly string[]) => errorStatus(selected ? messagesAt(errors, scene.id, selected.id, fields) : []);
  const unplaced = selected ? messagesBesides(errors, scene.id, selected.id, PLACED) : [];
  return (
    <section className="pano-editor-panel" aria-label={text('hotspots')}>
      <h2>{text('hotspots')}</h2>
      {scene.hotspots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('noHotspots')} />
      ) : (
        <List
          size="small"
          dataSource={scene.hotspots}
          renderItem={(hotspot, index) => (
            <List.Item
              className={hotspot.id === selected?.id ? 'selected' : undefined}
              onClick={() => dispatch({ type: 'selectHotspot', hotspotId: hotspot.id })}
              style={{ cursor: 'pointer' }}
              data-testid="hotspot-item"
            >
              <span>
                {hotspotLabel(text, hotspot, index)} · {text(`targetKinds.${(hotspot.target as { kind: string }).kind}`)}
              </span>
              {hasErrorsIn(errors, scene.id, hotspot.id) && <ExclamationCircleFilled className="pano-editor-error-mark" aria-label={text('hasErrors')} />}
            </List.Item>
          )}
        />
      )}
      {selected && target && (
        <Form layout="vertical" style={{ marginTop: 12 }} disabled={readOnly} requiredMark={!readOnly} data-testid="hotspot-form">
          {unplaced.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={unplaced.join(' ')} />}
          <Form.Item label={text('title')} {...check(FIELD_PATHS.title)}>
            <Input value={selected.title} maxLength={30} onChange={(event) => update({ title: event.target.value })} aria-label={text('title')} />
          </Form.Item>
          <Form.Item label={text('icon')} {...check(FIELD_PATHS.icon)}>
            <Select
              value={selected.icon}
              aria-label={text('icon')}
              onChange={(icon) => update({ icon })}
              options={HOTSPOT_ICONS.map((icon) => ({ value: icon, label: text(`icons.${icon}`) }))}
            />
          </Form.Item>
          <Form.Item label={text('target')} required {...check(FIELD_PATHS.kind)}>
            <Select
              value={target.kind}
              aria-label={text('target')}
              onChange={(kind: TargetKind) => update({ target: targetOf(kind, scenes, scene) })}
              options={kinds.map((kind) => ({ value: kind, label: text(`targetKinds.${kind}`) }))}
              data-testid="hotspot-target-kind"
            />
          </Form.Item>
          {target.kind === 'scene' && (
            <Form.Item label={text('targetKinds.scene')} required {...check(FIELD_PATHS.scene)}>
              <Select
                value={String(target.scene)}
                aria-label={text('targetKinds.scene')}
                onChange={(id: string) => update({ target: { kind: 'scene', scene: id } })}
                options={scenes.filter((other) => other.id !== scene.id).map((other) => ({ value: other.id, label: other.name }))}
                data-testid="hotspot-scene"
              />
            </Form.Item>
          )}
          {(CONTENT_TARGETS as readonly string[]).includes(target.kind) && (
            <Form.Item label={text(`targetKinds.${target.kind}`)} required {...check(FIELD_PATHS.content)}>
              <ContentTargetSelect
                kind={target.kind as ContentTarget}
                value={Number(target.id) || undefined}
                onChange={(id) => update({ target: { kind: target.kind, id } as HotspotTarget })}
                placeholder={text('pickContent')}
                ariaLabel={text(`targetKinds.${target.kind}`)}
              />
            </Form.Item>
          )}
          {target.kind === 'link' && (
            <Form.Item label={text('targetKinds.link')} required {...check(FIELD_PATHS.link)}>
              <Input
                value={String(target.url)}
                placeholder={text('linkPlaceholder')}
                aria-label={text('targetKinds.link')}
                onChange={(event) => update({ target: { kind: 'link', url: event.target.value } })}
              />
            </Form.Item>
          )}
          {!readOnly && (
            <Button danger icon={<DeleteOutlined />} onClick={() => dispatch({ type: 'removeHotspot', hotspotId: selected.id })}>
              {text('remove')}
            </Button>
          )}
        </Form>
      )}
      {!readOnly && <p className="pano-editor-hint">{text('addHint')}</p>}
    </section>
  );
}
