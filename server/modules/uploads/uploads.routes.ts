import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILES_PATH, UPLOAD_KINDS, UPLOAD_PATH, uploadedFileSchema, uploadKindSchema, uploadTokenSchema } from '../../../resources/uploads/upload-kinds.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { AppError, invalid } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { uploadTempDir } from '../../storage/create-storage.ts';
import { receiveUpload } from '../../storage/receive-upload.ts';
import { UploadTokens } from '../../storage/upload-token.ts';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_KINDS).map((rule) => rule.maxBytes));

/** The token of an upload: `Authorization: UpToken <token>` or, as qiniu's form upload sends it, a `token` field before the file. */
function tokenOf(authorization: string | undefined, fields: Record<string, unknown>): string | undefined {
  const header = /^UpToken\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (header) return header;
  const field = fields.token as { value?: unknown } | undefined;
  return typeof field?.value === 'string' ? field.value : undefined;
}

/**
 * The storage service (spec §7): `POST /api/auth/qiniu/token` hands a signed upload token and the
 * files domain to a logged-in user; the upload endpoint takes one file per request with that token.
 */
export function uploadsRoutes(app: FastifyInstance, { db, env, storage }: Pick<RouteDeps, 'db' | 'env' | 'storage'>): void {
  const tokens = new UploadTokens(db);
  const domain = env.FILES_DOMAIN?.replace(/\/$/, '') ?? FILES_PATH;

  addRoute(app, {
    method: 'POST',
    url: '/api/auth/qiniu/token',
    access: 'session',
    summary: 'A signed upload token (valid one hour) and the domain uploaded files are served from',
    tags: ['storage'],
    response: uploadTokenSchema,
    handler: async (request) => ({ token: await tokens.issue({ merchantId: request.session!.merchantId, accountId: request.session!.accountId }), domain }),
  });

  // Only the upload route parses multipart: every other route keeps answering 415 to it.
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 5, parts: 6 } });
    addRoute(uploads, {
      method: 'POST',
      url: UPLOAD_PATH,
      // The upload token is the credential (it may be used from another origin, like qiniu's).
      access: 'public',
      summary: 'Upload one file (multipart field "file") of a kind; its limits are spec §9, its type is judged by content',
      tags: ['storage'],
      querystring: z.strictObject({ kind: uploadKindSchema }),
      response: uploadedFileSchema,
      handler: async (request) => {
        const { kind } = request.query;
        const file = request.isMultipart() ? await request.file({ limits: { fileSize: UPLOAD_KINDS[kind].maxBytes, files: 1 } }) : undefined;
        if (!file) throw invalid({ file: ['uploads.missingFile'] });
        const token = tokenOf(request.headers.authorization, file.fields as Record<string, unknown>);
        const grant = token ? await tokens.verify(token) : undefined;
        if (!grant) {
          file.file.resume();
          throw new AppError(401, 'uploads.badToken');
        }
        return receiveUpload({ db, storage, tempDir: uploadTempDir(env), domain }, grant, kind, { stream: file.file, filename: file.filename });
      },
    });
  });
}
