import type { z } from 'zod';
import { showroomScenesSchema } from '../../../resources/apps/showroom.schema.ts';
import { sceneGraphSchema } from '../../../resources/plans/scene-graph.ts';

/**
 * The scenes answer as the routes document and check it: the shared contract
 * (resources/apps/showroom.schema.ts, which may not import the plans' folder) with its `graph`
 * spelled out as the published SceneGraph the back office's viewer takes.
 */
export const showroomScenesAnswer = showroomScenesSchema.extend({ graph: sceneGraphSchema });
export type ShowroomScenesAnswer = z.input<typeof showroomScenesAnswer>;
