import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  CONTENT_AUTH_PATH,
  type ContentAuthAnswer,
  type ContentAuthBody,
  type ContentAuthChannel,
  contentAuthAnswerSchema,
  contentAuthBodySchema,
  contentAuthParamsSchema,
  contentAuthPath,
  CONTENT_AUTH_SHOPS_PATH,
  contentAuthShopsSchema,
} from '../../../resources/plans/content-auth.schema.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { halls, type PlanStatus, plans } from '../../../resources/plans/plans.resource.ts';
import { SHOP_STATUS } from '../../../resources/shops/shop-status.ts';
import type { Db } from '../../db/database.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { type RequestCaller, requestScope, writeContext } from '../../engine/request-context.ts';
import { raiseWrite } from '../../engine/write-events.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { type Scope, TenantScopeError } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/**
 * Content authorisation (spec §7 `kuxiaoju/content/auth`, issue 20): which external viewer channels
 * (the merchant's mini-program, its marketplace shops) may show one of its published plans or
 * halls, and until when. Both routes act for one merchant only: the session's, or the one a
 * platform operator names with `tenant-id`; a plan or shop of any other merchant is never found.
 */

const tags = ['content-auth'];
/** Shops a grant may not name: switched off here or gone from the marketplace. */
const UNUSABLE_SHOP_STATUSES: readonly number[] = [SHOP_STATUS.disabled, SHOP_STATUS.deleted];

type MerchantScope = Extract<Scope, { kind: 'merchant' }>;

interface PlanRow {
  id: number;
  kind: 'plan' | 'hall';
  name: string;
  status: PlanStatus;
}

interface GrantRow {
  channel: ContentAuthChannel;
  shop_id: number | null;
  expires_at: Date | null;
  live: boolean;
}

/** The request's merchant: a platform operator naming none has no content to authorise (400 tenantRequired). */
function merchantScope(request: RequestCaller): MerchantScope {
  const scope = requestScope(request);
  if (scope.kind !== 'merchant') throw new TenantScopeError('Content authorisation acts for one merchant: name it with the tenant-id header');
  return scope;
}

/** The merchant's own plan or hall (not a template, not in the recycle bin), locked for a write; otherwise 404. */
async function findContent(db: Db, scope: MerchantScope, id: number, lock = false): Promise<PlanRow> {
  let query = tenantTable(db, 'plans', scope)
    .selectFrom()
    .select(['plans.id as id', 'plans.kind as kind', 'plans.name as name', 'plans.status as status'])
    .where('plans.id', '=', id)
    .where('plans.template', '=', false)
    .where('plans.deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row as unknown as PlanRow;
}

/** The plan's grants as the answer lists them: the mini-program first, then shops by id. */
async function grantsOf(db: Db, scope: MerchantScope, plan: PlanRow): Promise<ContentAuthAnswer> {
  const rows = (await tenantTable(db, 'content_auths', scope)
    .selectFrom()
    .select([
      'content_auths.channel as channel',
      'content_auths.shop_id as shop_id',
      'content_auths.expires_at as expires_at',
      sql<boolean>`(content_auths.expires_at is null or content_auths.expires_at > now())`.as('live'),
    ])
    .where('content_auths.plan_id', '=', plan.id)
    .orderBy(sql`content_auths.shop_id nulls first`)
    .execute()) as unknown as GrantRow[];
  const shopIds = rows.flatMap((row) => (row.shop_id === null ? [] : [row.shop_id]));
  const shops = new Map<number, { name: string; status: number }>();
  if (shopIds.length) {
    const found = await tenantTable(db, 'marketplace_shops', scope)
      .selectFrom()
      .select(['marketplace_shops.id as id', 'marketplace_shops.name as name', 'marketplace_shops.status as status'])
      .where('marketplace_shops.id', 'in', shopIds)
      .execute();
    for (const shop of found) shops.set(Number(shop.id), { name: String(shop.name), status: Number(shop.status) });
  }
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
  const usable = new Set(
    (
      await tenantTable(db, 'marketplace_shops', scope)
        .selectFrom()
        .select('marketplace_shops.id as id')
        .where('marketplace_shops.id', 'in', wanted)
        .where('marketplace_shops.status', 'not in', UNUSABLE_SHOP_STATUSES)
        .execute()
    ).map((row) => Number(row.id)),
  );
  const errors: FieldErrors = {};
  channels.forEach((grant, index) => {
    if (grant.shopId !== undefined && !usable.has(grant.shopId)) errors[`channels.${index}.shopId`] = ['validation.contentAuthShop'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/** What the audit log keeps of a plan's grants. */
const auditList = (answer: ContentAuthAnswer) => answer.channels.map(({ channel, shopId, expiresAt }) => ({ channel, shopId, expiresAt }));

export function contentAuthRoutes(app: FastifyInstance, { db, resources }: { db: Db; resources: readonly ResourceDefinition[] }): void {
  const served = { plan: servedAs(resources, plans), hall: servedAs(resources, halls) };
  addRoute(app, {
    method: 'POST',
    url: CONTENT_AUTH_PATH,
    access: { page: plans.route, action: 'publish' },
    summary:
      "Replaces the channels (the merchant's mini-program, its marketplace shops) that may show a published plan or hall, each until an optional time; an empty list revokes them all",
    tags,
    body: contentAuthBodySchema,
    response: contentAuthAnswerSchema,
    handler: async (request) => {
      const scope = merchantScope(request);
      const { contentId, channels } = request.body;
      return db.transaction().execute(async (trx) => {
        const plan = await findContent(trx, scope, contentId, true);
        // Revoking is always allowed; granting shows the content, so only published content.
        if (channels.length && plan.status !== 'published') throw conflict('errors.contentNotPublished');
        await assertShops(trx, scope, channels);
        const before = await grantsOf(trx, scope, plan);
        await tenantTable(trx, 'content_auths', scope).deleteFrom().where('content_auths.plan_id', '=', plan.id).execute();
        const rows = channels.map((grant) => ({
          plan_id: plan.id,
          channel: grant.channel,
          shop_id: grant.shopId ?? null,
          expires_at: grant.expiresAt ? new Date(grant.expiresAt) : null,
        }));
        if (rows.length) await tenantTable(trx, 'content_auths', scope).insertInto(rows).execute();
        const after = await grantsOf(trx, scope, plan);
        // The channels are no field of the plan: its write event carries them beside the record.
        const resource = served[plan.kind];
        const record = (await findRecord(trx, resource, scope, plan.id))!;
        await raiseWrite(trx, writeContext(db, request), resource, {
          action: 'update',
          name: 'grant-channels',
          moves: [],
          id: plan.id,
          before: { ...record, channels: auditList(before) },
          after: { ...record, channels: auditList(after) },
        });
        return after;
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: CONTENT_AUTH_SHOPS_PATH,
    access: { page: plans.route, action: 'read' },
    summary: "The merchant's marketplace shops a grant may name: neither disabled nor deleted, by name (at most 500)",
    tags,
    response: contentAuthShopsSchema,
    handler: async (request) => {
      const scope = merchantScope(request);
      const rows = await tenantTable(db, 'marketplace_shops', scope)
        .selectFrom()
        .select(['marketplace_shops.id as id', 'marketplace_shops.name as name'])
        .where('marketplace_shops.status', 'not in', UNUSABLE_SHOP_STATUSES)
        .orderBy('marketplace_shops.name')
        .orderBy('marketplace_shops.id')
        .limit(500)
        .execute();
      return { list: rows.map((row) => ({ id: Number(row.id), name: String(row.name) })) };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: contentAuthPath(':contentId'),
    access: { page: plans.route, action: 'read' },
    summary: 'The channels that may show a plan or hall, until when, and whether each is active now',
    tags,
    params: contentAuthParamsSchema,
    response: contentAuthAnswerSchema,
    handler: async (request) => {
      const scope = merchantScope(request);
      return grantsOf(db, scope, await findContent(db, scope, request.params.contentId));
    },
  });
}
