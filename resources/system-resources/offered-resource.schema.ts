import { z } from 'zod';
import { SYSTEM_RESOURCE_KINDS } from './system-resources.resource.ts';

/** Where a merchant reads the system resources offered to it (its material centre, read-only). */
export const OFFERED_RESOURCES_PATH = '/api/materials/system-resources';
/** The most offered resources one answer lists (a bound far above what the platform shares). */
export const OFFERED_RESOURCES_MAX = 500;

/** One shared file as a merchant sees it: what it is, where to fetch it and how large it is. */
export const offeredResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SYSTEM_RESOURCE_KINDS),
  url: z.string(),
  size: z.number().int(),
  file_name: z.string(),
  description: z.string(),
  updated_at: z.string(),
});
export type OfferedResource = z.infer<typeof offeredResourceSchema>;

export const offeredResourcesSchema = z.object({ list: z.array(offeredResourceSchema) });
