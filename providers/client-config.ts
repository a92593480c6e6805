import type { AxiosInstance } from 'axios';
import { CLIENT_CONFIG_PATH, clientConfigSchema } from '../resources/session/client-config.schema.ts';

/**
 * The origins allowed to steer the app by window message (GET /api/client-config, public).
 * Silent, and an empty list on any failure: without the configuration no message is obeyed,
 * which is the safe side, and a page without embedding has nothing to tell the user.
 */
export async function fetchEmbedOrigins(client: AxiosInstance): Promise<string[]> {
  try {
    const { data } = await client.get(CLIENT_CONFIG_PATH, { silent: true });
    const parsed = clientConfigSchema.pick({ embedOrigins: true }).safeParse(data);
    return parsed.success ? parsed.data.embedOrigins : [];
  } catch {
    return [];
  }
}
