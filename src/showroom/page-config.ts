import { SHOWROOM_CONFIG_ELEMENT_ID } from '../../resources/apps/showroom-paths.ts';
import type { ShowroomPageConfig } from '../../resources/apps/showroom.schema.ts';

/**
 * The configuration the server wrote into the page (a JSON data block, not a script), or null when
 * the page carries none or a malformed one: the page then says the showroom is not available.
 * Checked by hand, not with zod, which would double the page's first download.
 */
export function readPageConfig(doc: Document): ShowroomPageConfig | null {
  const text = doc.getElementById(SHOWROOM_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isPageConfig(value) ? value : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isKey = (value: unknown) => value === null || typeof value === 'string';

function isPageConfig(value: unknown): value is ShowroomPageConfig {
  if (!isRecord(value) || !isRecord(value.keys) || !isKey(value.keys.ingestion) || !isKey(value.keys.customer)) return false;
  const { viewuuid, preview } = value;
  if (preview !== null && !(isRecord(preview) && Number.isInteger(preview.appId) && (preview.mode === 'pc' || preview.mode === 'mobile'))) return false;
  if (viewuuid !== null && typeof viewuuid !== 'string') return false;
  return viewuuid !== null || preview !== null;
}
