import type { AxiosInstance } from 'axios';
import { UPLOAD_PATH, type UploadedFile, type UploadKind } from '../../resources/uploads/upload-kinds.ts';
import type { ApiError } from '../../providers/http.ts';
import type { UploadTransport } from './upload-manager.ts';
import { type UploadCredential, uploadTokenCache } from './upload-token.ts';

/** Big files take longer than the 60 s API timeout; an upload stalls out after 10 minutes. */
const UPLOAD_TIMEOUT_MS = 600_000;

/**
 * Uploads through the app's HTTP client: the token from `/api/auth/qiniu/token` (cached in its
 * cookie), then one multipart request with a `token` field before the file, as qiniu's form
 * upload sends it. A refused token is fetched again once.
 */
export function createUploadTransport(client: AxiosInstance, timeoutMessage: () => string): UploadTransport {
  const tokens = uploadTokenCache(async () => (await client.post<UploadCredential>('/api/auth/qiniu/token')).data as unknown as UploadCredential);
  // Silent: the upload list shows each failure, and a refused upload token must not end the session.
  const sendOnce = async (file: File, kind: UploadKind, onProgress: (percent: number) => void) => {
    const { token } = await tokens.get();
    const form = new FormData();
    form.append('token', token);
    form.append('file', file, file.name);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, UPLOAD_TIMEOUT_MS);
    try {
      const response = await client.post<UploadedFile>(UPLOAD_PATH, form, {
        params: { kind },
        timeout: 0,
        signal: controller.signal,
        silent: true,
        onUploadProgress: (event) => onProgress(event.total ? Math.min(99, Math.round((event.loaded / event.total) * 100)) : 0),
      });
      return response.data as unknown as UploadedFile;
    } catch (error) {
      if (timedOut) throw { ...(error as ApiError), message: timeoutMessage() };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async send(file, kind, onProgress) {
      try {
        return await sendOnce(file, kind, onProgress);
      } catch (error) {
        if ((error as ApiError).statusCode !== 401) throw error;
        tokens.forget();
        return sendOnce(file, kind, onProgress);
      }
    },
  };
}
