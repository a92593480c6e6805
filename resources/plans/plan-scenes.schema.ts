import { z } from 'zod';
import { sceneGraphSchema } from './scene-graph.ts';

/**
 * The editor's and the preview's wire format (server/modules/plans/plan-scenes.routes.ts): a plan's
 * draft scenes with the revision they are at, and what is published. A save names the revision it
 * began from; a stale one is refused (409), so two editors never overwrite each other unseen.
 */
export const planScenesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  revision: z.number().int(),
  /** Whether an import is adding scenes now ('importing'), has not (a first import 'failed'), or is done. */
  import_status: z.enum(['importing', 'ready', 'failed']),
  import_error: z.string(),
  /** Null until an import stored scenes. */
  graph: sceneGraphSchema.nullable(),
  published_revision: z.number().int().nullable(),
  published_at: z.string().nullable(),
  /** What viewers see; null until published. */
  published_graph: sceneGraphSchema.nullable(),
});
export type PlanScenes = z.infer<typeof planScenesSchema>;

export const saveScenesSchema = z.strictObject({
  revision: z.number().int().min(0),
  graph: sceneGraphSchema,
});
export type SaveScenes = z.infer<typeof saveScenesSchema>;

/** The scenes of a plan, hall or template: `<resource path>/{id}/scenes`. */
export const scenesPath = (resourcePath: string, id: number | string) => `${resourcePath}/${id}/scenes`;
