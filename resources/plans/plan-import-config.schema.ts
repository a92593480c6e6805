import { z } from 'zod';
import { PLAN_RESOLUTIONS, PLAN_TYPES } from './plans.resource.ts';

/**
 * A merchant's import config (spec §3 "Import config"): what a new plan or hall takes when its
 * create names no resolution or type. Read and replaced at `/api/plans/import-config`, for plans
 * and halls alike (server/modules/plans/plan-import-config.routes.ts).
 */
export const PLAN_IMPORT_CONFIG_PATH = '/api/plans/import-config';

export const planImportConfigSchema = z.strictObject({
  resolution: z.enum(PLAN_RESOLUTIONS).describe('The resolution a new plan or hall takes when its create names none'),
  type: z.enum(PLAN_TYPES).describe('The type it takes when its create names none (real-time rendering needs the rendering permission)'),
});
export type PlanImportConfig = z.infer<typeof planImportConfigSchema>;
