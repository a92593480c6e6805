import { z } from 'zod';
import { commodities } from './commodities.resource.ts';

export { STORE_OPTIONS_PATH } from './store-options-path.ts';
/** Who may list them: whoever may share goods (ACCESS.md). */
export const STORE_OPTIONS_ACCESS = { page: commodities.route, action: 'share' } as const;
/** As many as a share body may name. */
export const STORE_OPTIONS_MAX = 1_000;

export const storeOptionSchema = z.object({ id: z.number(), name: z.string() });
export const storeOptionsSchema = z.object({ list: z.array(storeOptionSchema) });
export type StoreOption = z.infer<typeof storeOptionSchema>;
