import type { FormItemProps } from 'antd';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { fieldErrorPlace } from '../../shell/zod-rule.ts';

/**
 * A refused field of the scene graph, named by its scene's and hotspot's ids rather than their
 * indices: the user goes on editing (removes a hotspot, moves a scene) and the message must stay on
 * the same thing. No scene: the graph's own (its opening scene).
 */
export interface GraphFieldError {
  sceneId?: string;
  hotspotId?: string;
  /** The field inside its hotspot or scene (`target.id`, `name`), or the graph's (`start`). */
  field: string;
  messages: string[];
}

/** The lists the editor shows one row of at a time: the scene chosen, then one of its hotspots. */
const EDITOR_LISTS = ['scenes', 'hotspots'] as const;

/**
 * The 422 errors of a save (`graph.scenes.1.hotspots.3.target.id`, as the server and the browser's
 * own check word them) placed on the graph that was sent, in the graph's order: the first is the
 * one to reveal.
 */
export function graphFieldErrors(errors: Record<string, string[]> | undefined, graph: SceneGraph): GraphFieldError[] {
  const placed = Object.entries(errors ?? {}).map(([key, messages]) => {
    const { rows, field } = fieldErrorPlace(key.replace(/^graph\./, ''), EDITOR_LISTS);
    const scene = rows.scenes === undefined ? undefined : graph.scenes[rows.scenes];
    const hotspot = rows.hotspots === undefined ? undefined : scene?.hotspots[rows.hotspots];
    const order = [rows.scenes ?? -1, rows.hotspots ?? -1];
    return { order, error: { sceneId: scene?.id, hotspotId: hotspot?.id, field, messages } };
  });
  placed.sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!);
  return placed.map(({ error }) => error);
}

/** The messages of one field of a hotspot (or of a scene, without a hotspot id). */
export function messagesAt(errors: readonly GraphFieldError[], sceneId: string, hotspotId: string | undefined, fields: readonly string[]): string[] {
  return messagesWhere(errors, sceneId, hotspotId, (field) => fields.includes(field));
}

/** The messages of a hotspot (or of a scene, without a hotspot id) on none of `fields`: what its form cannot show under a field. */
export function messagesBesides(errors: readonly GraphFieldError[], sceneId: string, hotspotId: string | undefined, fields: readonly string[]): string[] {
  return messagesWhere(errors, sceneId, hotspotId, (field) => !fields.includes(field));
}

function messagesWhere(errors: readonly GraphFieldError[], sceneId: string, hotspotId: string | undefined, on: (field: string) => boolean): string[] {
  return errors.filter((error) => error.sceneId === sceneId && error.hotspotId === hotspotId && on(error.field)).flatMap((error) => error.messages);
}

/** A form item showing a field's messages: in red, under it; as it is without any. */
export const errorStatus = (messages: readonly string[]): Pick<FormItemProps, 'validateStatus' | 'help'> =>
  messages.length ? { validateStatus: 'error', help: messages.join(' ') } : {};

/** Whether anything in a scene, or in one of its hotspots, was refused. */
export const hasErrorsIn = (errors: readonly GraphFieldError[], sceneId: string, hotspotId?: string) =>
  errors.some((error) => error.sceneId === sceneId && (hotspotId === undefined || error.hotspotId === hotspotId));
