import type { z } from 'zod';
import {
  APP_BACKGROUND_UPLOAD_KINDS,
  APP_BACKGROUNDS_MAX,
  type AppBackground,
  type appBackgroundBodySchema,
} from '../../../resources/apps/app-backgrounds.schema.ts';
import { formatBytes } from '../../../resources/format/numbers.ts';
import { FILES_PATH, uploadRule } from '../../../resources/uploads/upload-kinds.ts';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseModuleWrite } from '../../engine/write-events.ts';
import { AppError, conflict, invalid, notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { isSafeKey } from '../../storage/storage.ts';
import {
  appsShowing,
  type BackgroundRow,
  backgroundRows,
  deleteBackground,
  findBackground,
  insertBackground,
  lockLibrary,
  ownUpload,
} from './app-backgrounds.repository.ts';

/** The audit log's operations on the library (a setting kept for the merchant, like its time zone). */
export const BACKGROUND_OPERATIONS = { add: 'add-background', remove: 'remove-background' } as const;

/** At most this many apps are named when a background in use is refused; the rest are counted. */
const APPS_NAMED = 5;

const answerOf = (row: BackgroundRow): AppBackground => ({ ...row, created_at: row.created_at.toISOString() });

/** The one merchant the library belongs to: an operator names it with tenant-id. */
function merchantOf(scope: Scope): number {
  if (scope.kind !== 'merchant') throw new AppError(400, 'errors.tenantRequired');
  return scope.merchantId;
}

export async function listBackgrounds(db: Db, scope: Scope): Promise<AppBackground[]> {
  merchantOf(scope);
  return (await backgroundRows(db, scope)).map(answerOf);
}

/**
 * The storage key of a file this server stores: `/files/<key>`, or `<files domain>/<key>` when
 * uploads are served from a domain of their own (env FILES_DOMAIN). Null for anything else.
 */
export function storageKeyOf(url: string, filesDomain: string | undefined): string | null {
  for (const prefix of new Set([`${FILES_PATH}/`, `${(filesDomain ?? FILES_PATH).replace(/\/$/, '')}/`])) {
    if (!url.startsWith(prefix)) continue;
    const key = decodeURIComponent(url.slice(prefix.length));
    return isSafeKey(key) ? key : null;
  }
  return null;
}

/**
 * Judges the file a background names, as an upload of its kind (spec §9): the merchant's own
 * upload, of a type and size its upload kind takes. Refused as the url's field error otherwise.
 */
async function checkUpload(db: Db, merchantId: number, body: z.output<typeof appBackgroundBodySchema>, filesDomain: string | undefined): Promise<void> {
  const rule = uploadRule(APP_BACKGROUND_UPLOAD_KINDS[body.kind]);
  const storageKey = storageKeyOf(body.url, filesDomain);
  const upload = storageKey === null ? undefined : await ownUpload(db, merchantId, storageKey);
  if (!upload) throw invalid({ url: ['validation.backgroundNotUploaded'] });
  if (!rule.types.includes(upload.mime) || upload.size > rule.maxBytes) {
    const accepted = rule.accept.replaceAll('.', '').toUpperCase().replaceAll(',', ', ');
    const key = body.kind === 'image' ? 'validation.backgroundNotImage' : 'validation.backgroundNotVideo';
    throw invalid({ url: [{ key, params: { accepted, limit: formatBytes(rule.maxBytes) } }] });
  }
}

/**
 * Adds an uploaded file to the merchant's library: its own upload of the kind's rules, not there
 * already, and at most APP_BACKGROUNDS_MAX in all (counted under the merchant's row lock, so two
 * adds at once cannot both take the last place). Audited as a write on the merchant.
 */
export async function addBackground(
  ctx: WriteContext,
  body: z.output<typeof appBackgroundBodySchema>,
  filesDomain: string | undefined,
): Promise<AppBackground> {
  const merchantId = merchantOf(ctx.scope);
  return ctx.db.transaction().execute(async (trx) => {
    await checkUpload(trx, merchantId, body, filesDomain);
    await lockLibrary(trx, merchantId);
    const library = await backgroundRows(trx, ctx.scope);
    if (library.some((row) => row.url === body.url)) throw conflict('errors.backgroundAlreadyInLibrary');
    if (library.length >= APP_BACKGROUNDS_MAX) throw new AppError(409, 'errors.backgroundLibraryFull', { params: { max: APP_BACKGROUNDS_MAX } });
    const added = await insertBackground(trx, ctx.scope, { kind: body.kind, url: body.url, name: body.name });
    const event = {
      action: 'update',
      name: BACKGROUND_OPERATIONS.add,
      moves: [],
      id: merchantId,
      before: { background: null },
      after: { background: answerOf(added) },
    } as const;
    await raiseModuleWrite(trx, ctx, 'merchants', event, null);
    return answerOf(added);
  });
}

/**
 * Takes a background out of the library. An app showing it would lose its background unseen, so
 * that is refused, naming the apps (pick another background for them first); apps in the recycle
 * bin keep their address and are judged again only if they change it after a restore. The file
 * itself stays stored (uploads are never deleted with what names them).
 */
export async function removeBackground(ctx: WriteContext, id: number): Promise<void> {
  const merchantId = merchantOf(ctx.scope);
  await ctx.db.transaction().execute(async (trx) => {
    await lockLibrary(trx, merchantId);
    const found = await findBackground(trx, ctx.scope, id);
    if (!found) throw notFound();
    const apps = await appsShowing(trx, ctx.scope, found.url);
    if (apps.length) {
      const named = apps.slice(0, APPS_NAMED).join(', ');
      const more = apps.length - APPS_NAMED;
      throw new AppError(409, more > 0 ? 'errors.backgroundInUseMore' : 'errors.backgroundInUse', { params: { apps: named, count: more } });
    }
    await deleteBackground(trx, ctx.scope, id);
    const event = {
      action: 'update',
      name: BACKGROUND_OPERATIONS.remove,
      moves: [],
      id: merchantId,
      before: { background: answerOf(found) },
      after: { background: null },
    } as const;
    await raiseModuleWrite(trx, ctx, 'merchants', event, null);
  });
}
