import type { ContentAuthAnswer, ContentAuthBody, ContentAuthShops } from '../../../resources/plans/content-auth.schema.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import type { ServedResource } from '../../engine/served-resource.ts';
import { raiseWrite } from '../../engine/write-events.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import { type Scope, TenantScopeError } from '../../tenancy/scope.ts';
import {
  type ContentRow,
  findContent,
  grantRows,
  type MerchantScope,
  replaceGrantRows,
  shopsByIds,
  UNUSABLE_SHOP_STATUSES,
  usableShopIds,
  usableShops,
} from './content-auth.repository.ts';

/**
 * Content authorisation (spec §7 `kuxiaoju/content/auth`, issue 20): which external viewer channels
 * (the merchant's mini-program, its marketplace shops) may show one of its published plans or
 * halls, and until when. Everything here acts for one merchant only: the session's, or the one a
 * platform operator names with `tenant-id`; a plan or shop of any other merchant is never found.
 */

/** The served plans and halls, whose write events a change of grants raises. */
export type ServedContent = Record<ContentRow['kind'], ServedResource>;

/** The request's merchant: a platform operator naming none has no content to authorise (400 tenantRequired). */
export function merchantOnly(scope: Scope): MerchantScope {
  if (scope.kind !== 'merchant') throw new TenantScopeError('Content authorisation acts for one merchant: name it with the tenant-id header');
  return scope;
}

/** The merchant's own plan or hall, locked for a write; otherwise 404. */
async function contentOf(db: Db, scope: MerchantScope, id: number, lock = false): Promise<ContentRow> {
  const row = await findContent(db, scope, id, lock);
  if (!row) throw notFound();
  return row;
}

/** The plan's grants as the answer lists them: a grant is active while the plan is published, it is unexpired and its shop usable. */
async function grantsOf(db: Db, scope: MerchantScope, plan: ContentRow): Promise<ContentAuthAnswer> {
  const rows = await grantRows(db, scope, plan.id);
  const shops = await shopsByIds(
    db,
    scope,
    rows.flatMap((row) => (row.shop_id === null ? [] : [row.shop_id])),
  );
  const published = plan.status === 'published';
  return {
    contentId: plan.id,
    published,
    channels: rows.map((row) => {
      const shop = row.shop_id === null ? undefined : shops.get(row.shop_id);
      const shopUsable = row.shop_id === null || (shop !== undefined && !UNUSABLE_SHOP_STATUSES.includes(shop.status));
      return {
        channel: row.channel,
        shopId: row.shop_id,
        shopName: shop?.name ?? null,
        expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
        active: published && row.live && shopUsable,
      };
    }),
  };
}

/** Every named shop must be one of the merchant's own that is neither disabled nor deleted: 400 at `channels.<i>.shopId`. */
async function assertShops(db: Db, scope: MerchantScope, channels: ContentAuthBody['channels']): Promise<void> {
  const wanted = channels.flatMap((grant) => (grant.shopId === undefined ? [] : [grant.shopId]));
  if (!wanted.length) return;
  const usable = await usableShopIds(db, scope, wanted);
  const errors: FieldErrors = {};
  channels.forEach((grant, index) => {
    if (grant.shopId !== undefined && !usable.has(grant.shopId)) errors[`channels.${index}.shopId`] = ['validation.contentAuthShop'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/** What the audit log keeps of a plan's grants. */
const auditList = (answer: ContentAuthAnswer) => answer.channels.map(({ channel, shopId, expiresAt }) => ({ channel, shopId, expiresAt }));

/** The channels that may show a plan or hall, until when, and whether each is active now. */
export async function contentGrants(db: Db, scope: MerchantScope, contentId: number): Promise<ContentAuthAnswer> {
  return grantsOf(db, scope, await contentOf(db, scope, contentId));
}

/** The merchant's marketplace shops a grant may name. */
export async function grantableShops(db: Db, scope: MerchantScope): Promise<ContentAuthShops> {
  return { list: await usableShops(db, scope) };
}

/**
 * Replaces the channels of a plan or hall, with its write event; an empty list revokes them all.
 * Revoking is always allowed; granting shows the content, so only published content (409).
 */
export async function replaceGrants(ctx: WriteContext, served: ServedContent, { contentId, channels }: ContentAuthBody): Promise<ContentAuthAnswer> {
  const scope = merchantOnly(ctx.scope);
  return ctx.db.transaction().execute(async (trx) => {
    const plan = await contentOf(trx, scope, contentId, true);
    if (channels.length && plan.status !== 'published') throw conflict('errors.contentNotPublished');
    await assertShops(trx, scope, channels);
    const before = await grantsOf(trx, scope, plan);
    const grants = channels.map((grant) => ({
      channel: grant.channel,
      shop_id: grant.shopId ?? null,
      expires_at: grant.expiresAt ? new Date(grant.expiresAt) : null,
    }));
    await replaceGrantRows(trx, scope, plan.id, grants);
    const after = await grantsOf(trx, scope, plan);
    // The channels are no field of the plan: its write event carries them beside the record.
    const resource = served[plan.kind];
    const record = (await findRecord(trx, resource, scope, plan.id))!;
    await raiseWrite(trx, ctx, resource, {
      action: 'update',
      name: 'grant-channels',
      moves: [],
      id: plan.id,
      before: { ...record, channels: auditList(before) },
      after: { ...record, channels: auditList(after) },
    });
    return after;
  });
}
