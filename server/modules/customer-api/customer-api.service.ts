import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { customers } from '../../../resources/customers/customers.resource.ts';
import type { customerLoginAnswer, profileAnswer, ProfileBody } from '../../../resources/customers/customer-api.schema.ts';
import { DEFAULT_NICKNAMES } from '../../../resources/customers/messages/customer-api.ts';
import { diyWorks } from '../../../resources/diy-works/diy-works.resource.ts';
import { intentionOrders } from '../../../resources/intention-orders/intention-orders.resource.ts';
import { catalogueLanguage, type Language } from '../../../resources/messages/languages.ts';
import { FILES_PATH } from '../../../resources/uploads/upload-kinds.ts';
import type { Db } from '../../db/database.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { customerActor } from '../customers/customer-actor.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { toRecord } from '../../engine/serialize.ts';
import { raiseWrite } from '../../engine/write-events.ts';
import { AppError, type FieldErrors, invalid } from '../../http/app-error.ts';
import { uploadTempDir } from '../../storage/create-storage.ts';
import { type IncomingFile, receiveUpload } from '../../storage/receive-upload.ts';
import { isSafeKey } from '../../storage/storage.ts';
import type { KeyHolder } from '../../tenancy/publishable-keys.ts';
import { scopeForKeyHolder } from '../../tenancy/scope.ts';
import { applyCopyToOrder } from '../coupons/coupon-claims.service.ts';
import { nextIntentionOrderNumber } from '../intention-orders/intention-orders.repository.ts';
import { priceOrder } from '../intention-orders/order-pricing.ts';
import {
  attachIdentity,
  type CustomerRow,
  customerById,
  customerByPhone,
  findOrCreateIdentity,
  guideOfMerchant,
  type IdentityRow,
  identityExists,
  identityOfToken,
  insertCustomer,
  insertOrder,
  insertToken,
  insertWork,
  merchantFileExists,
  merchantGoods,
  merchantPlanExists,
  ordersOfCustomer,
  phoneTakenByOther,
  storeOfGuide,
  updateCustomer,
  worksOfCustomer,
} from './customer-api.repository.ts';
import type { CustomerOrderBody, DiyWorkBody } from './customer-api.schema.ts';
import { type ClaimedIdentity, type IdentityProvider, newGuestKey, subjectHash } from './identity-providers.ts';
import { verifyShare } from './share-links.ts';

/** A customer token: `ct_` then 256 random bits, base64url; only its SHA-256 is stored. */
const TOKEN_PATTERN = /^ct_[A-Za-z0-9_-]{43}$/;
const BEARER = /^Bearer\s+(\S+)$/i;
/** The upload rule DIY pictures are judged by: JPG or PNG by their magic bytes, at most 20 MB (resources/uploads). */
const DIY_PICTURE_RULE = 'texture';

/** Who calls past the login: the merchant of the key, and the identity its customer token names. */
export interface CustomerCaller {
  holder: KeyHolder;
  identity: IdentityRow;
}

/** What a request tells a login besides its body: where it comes from, and in which language (the default nickname's). */
export interface CallMeta {
  address: string;
  language: Language;
}

type Deps = Pick<RouteDeps, 'db' | 'env' | 'limits' | 'storage' | 'resources'>;

const hashOf = (text: string): Buffer => createHash('sha256').update(text).digest();
const refused = () => new AppError(401, 'errors.customerTokenRequired');

/** Four digits to tell default nicknames apart. */
const lastDigits = (value: string | number) => String(value).slice(-4).padStart(4, '0');

function defaultNickname(kind: 'wechat' | 'guest', digits: string, language: Language): string {
  return DEFAULT_NICKNAMES[catalogueLanguage(language)][kind].replace('{{digits}}', digits);
}

function profileOf(row: CustomerRow): NonNullable<z.input<typeof profileAnswer>['customer']> {
  return {
    id: row.id,
    nickname: row.nickname,
    phone: row.phone,
    gender: row.gender,
    source: row.source,
    city: row.city,
    address: row.address,
    house_area: row.house_area === null ? null : Number(row.house_area),
    style: row.style as NonNullable<z.input<typeof profileAnswer>['customer']>['style'],
    registered_at: row.registered_at.toISOString(),
  };
}

/**
 * The customer-facing API's rules (issue 36 "The customer-facing API"): logins through identity
 * providers, short-lived customer tokens bound to one identity and merchant, the profile, intention
 * orders and DIY works of the caller's own customer, rate limits per identity and per address.
 * Every statement is bounded by the key's merchant and the token's identity (the repository).
 */
export function customerApi({ db, env, limits, storage, resources }: Deps) {
  const domain = env.FILES_DOMAIN?.replace(/\/$/, '') ?? FILES_PATH;
  const served = (declared: typeof customers | typeof intentionOrders | typeof diyWorks) => servedAs(resources, declared);

  /** A write of the customer's own, audited and heard like the back office's, by the customer (no account). */
  const writeContext = (caller: CustomerCaller, customerId: number): WriteContext => ({
    db,
    session: customerActor(customerId),
    scope: scopeForKeyHolder(caller.holder),
  });

  const spendLogin = (address: string) =>
    limits.spend(
      [
        { bucket: `customer-login:ip:${address}`, limit: env.CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE },
        { bucket: `customer:ip:${address}`, limit: env.CUSTOMER_API_PER_ADDRESS_PER_MINUTE },
      ],
      1,
      60,
    );

  /** A customer's creation, audited and heard like the back office's. */
  async function raiseCreated(trx: Db, caller: CustomerCaller, row: CustomerRow, mpUserId: number): Promise<void> {
    await raiseWrite(trx, writeContext(caller, row.id), served(customers), {
      action: 'create',
      name: 'create',
      moves: [],
      id: row.id,
      after: { ...toRecord(row), merchant_id: caller.holder.merchantId, mp_user_id: mpUserId },
    });
  }

  /** A new WeChat user's customer: its mini-program user id is its identity's, its guide the identity's. */
  async function wechatCustomer(trx: Db, caller: CustomerCaller, language: Language): Promise<number> {
    const { identity } = caller;
    const row = (await insertCustomer(trx, identity.merchant_id, {
      nickname: defaultNickname('wechat', lastDigits(identity.id), language),
      phone: '',
      source: 'mini_program',
      sale_id: identity.sale_id,
      store_id: identity.sale_id === null ? null : await storeOfGuide(trx, identity.merchant_id, identity.sale_id),
      mp_user_id: identity.id,
    }))!;
    await attachIdentity(trx, identity.merchant_id, identity.id, row.id);
    await raiseCreated(trx, caller, row, identity.id);
    return row.id;
  }

  /**
   * A login through `provider`: the identity it vouches for (made the first time, owned by the
   * guide of a genuine share link of this merchant, else by nobody; an identity that exists keeps
   * its guide), a WeChat user's customer made the first time, and a fresh token.
   */
  async function login<B>(
    provider: IdentityProvider<B>,
    holder: KeyHolder,
    body: B & { share?: string },
    meta: CallMeta,
  ): Promise<z.input<typeof customerLoginAnswer>> {
    spendLogin(meta.address);
    const merchantId = holder.merchantId;
    let claim: ClaimedIdentity = await provider.claim(body);
    // A guest secret is this server's to issue: one no identity of the merchant holds starts a new guest.
    if (claim.kind === 'guest' && !(await identityExists(db, merchantId, 'guest', subjectHash(claim.subject)))) {
      claim = { ...claim, subject: newGuestKey() };
    }
    const sharedBy = await verifyShare(db, merchantId, body.share);
    const guide = sharedBy === null ? undefined : await guideOfMerchant(db, merchantId, sharedBy);
    const token = `ct_${randomBytes(32).toString('base64url')}`;
    return db.transaction().execute(async (trx) => {
      const identity = await findOrCreateIdentity(trx, merchantId, claim.kind, subjectHash(claim.subject), guide?.id ?? null);
      if (identity.kind === 'wechat' && identity.customer_id === null) identity.customer_id = await wechatCustomer(trx, { holder, identity }, meta.language);
      const expiresAt = await insertToken(trx, merchantId, identity.id, hashOf(token), env.CUSTOMER_TOKEN_TTL_SECONDS);
      return {
        token,
        expires_at: expiresAt.toISOString(),
        kind: identity.kind,
        ...(identity.kind === 'guest' ? { guest_key: claim.subject } : {}),
        known: identity.customer_id !== null,
      };
    });
  }

  /** The identity a request's customer token names for the key's merchant; 401 (one message) otherwise. */
  async function authenticate(holder: KeyHolder, authorization: string | undefined): Promise<IdentityRow> {
    const token = BEARER.exec(authorization ?? '')?.[1];
    if (!token || !TOKEN_PATTERN.test(token)) throw refused();
    const identity = await identityOfToken(db, holder.merchantId, hashOf(token));
    if (!identity) throw refused();
    return identity;
  }

  /** Counts a call against the identity's and the address's limits (code 429 past either). */
  function spend(identity: IdentityRow, address: string): void {
    limits.spend(
      [
        { bucket: `customer:identity:${identity.id}`, limit: env.CUSTOMER_API_PER_IDENTITY_PER_MINUTE },
        { bucket: `customer:ip:${address}`, limit: env.CUSTOMER_API_PER_ADDRESS_PER_MINUTE },
      ],
      1,
      60,
    );
  }

  /** The caller's customer; a guest that has not left its phone has none and may only read and update its profile (403). */
  async function ownCustomer(caller: CustomerCaller, trx: Db = db): Promise<CustomerRow> {
    const customer = caller.identity.customer_id === null ? undefined : await customerById(trx, caller.holder.merchantId, caller.identity.customer_id);
    if (!customer) throw new AppError(403, 'errors.customerProfileFirst');
    return customer;
  }

  async function profile(caller: CustomerCaller): Promise<z.input<typeof profileAnswer>> {
    const { identity } = caller;
    const customer = identity.customer_id === null ? undefined : await customerById(db, caller.holder.merchantId, identity.customer_id);
    return { kind: identity.kind, mp_user_id: identity.kind === 'wechat' ? identity.id : 0, customer: customer ? profileOf(customer) : null };
  }

  /**
   * Changes the caller's profile (the back office declaration's rules; one customer per phone). A
   * guest without a customer must leave a phone (spec §5: at least 3 digits): it then becomes a
   * new H5 customer, owned by its identity's guide. A phone the merchant's customers already have is
   * refused (422): nothing proves the guest holds that phone (no SMS code here), and becoming that
   * customer would show a stranger its orders and works. Its guide can help it in the back office.
   */
  async function updateProfile(caller: CustomerCaller, body: ProfileBody, language: Language): Promise<z.input<typeof profileAnswer>> {
    const merchantId = caller.holder.merchantId;
    const { identity } = caller;
    await db.transaction().execute(async (trx) => {
      if (identity.customer_id === null) {
        if (!body.phone) throw invalid({ phone: ['validation.customerPhoneRequired'] });
        const registered = () => invalid({ phone: ['validation.customerPhoneRegistered'] });
        if (await customerByPhone(trx, merchantId, body.phone)) throw registered();
        {
          const created = await insertCustomer(trx, merchantId, {
            ...body,
            nickname: body.nickname ?? defaultNickname('guest', lastDigits(body.phone), language),
            phone: body.phone,
            source: 'h5',
            sale_id: identity.sale_id,
            store_id: identity.sale_id === null ? null : await storeOfGuide(trx, merchantId, identity.sale_id),
            mp_user_id: 0,
          });
          // Taken between the look-up and the insert: refused the same way.
          if (!created) throw registered();
          await raiseCreated(trx, caller, created, 0);
          await attachIdentity(trx, merchantId, identity.id, created.id);
          identity.customer_id = created.id;
        }
        return;
      }
      const before = await ownCustomer(caller, trx);
      if (body.phone && (await phoneTakenByOther(trx, merchantId, body.phone, before.id))) throw invalid({ phone: ['validation.customerPhoneTaken'] });
      if (!Object.values(body).some((value) => value !== undefined)) return;
      const after = await updateCustomer(trx, merchantId, before.id, body);
      const record = (row: CustomerRow) => ({ ...toRecord(row), merchant_id: merchantId });
      await raiseWrite(trx, writeContext(caller, before.id), served(customers), {
        action: 'update',
        name: 'update',
        moves: [],
        id: before.id,
        before: record(before),
        after: record(after),
      });
    });
    return profile(caller);
  }

  /**
   * An intention order of the caller's customer from the merchant's goods (priced by
   * order-pricing.ts: another merchant's goods are refused on their line), the customer's guide's
   * and store's, untreated; audited, and the customer's order count follows (the orders' plug-in).
   * A `coupon_code` applies one of the customer's copies to it, in the same transaction (coupons).
   */
  async function createOrder(caller: CustomerCaller, body: CustomerOrderBody) {
    const scope = scopeForKeyHolder(caller.holder);
    return db.transaction().execute(async (trx) => {
      const customer = await ownCustomer(caller, trx);
      const priced = await priceOrder(trx, scope, body.items);
      const row = await insertOrder(trx, caller.holder.merchantId, {
        number: await nextIntentionOrderNumber(trx),
        customer_id: customer.id,
        sale_id: customer.sale_id,
        store_id: customer.store_id,
        room: body.room,
        note: body.note,
        ...priced,
      });
      const order = { merchantId: caller.holder.merchantId, customerId: customer.id, orderId: Number(row.id), amount: priced.amount };
      const copy = body.coupon_code
        ? await applyCopyToOrder(trx, { ...order, commodityIds: body.items.map((line) => line.commodity_id), code: body.coupon_code })
        : null;
      const record = toRecord(row);
      await raiseWrite(trx, writeContext(caller, customer.id), served(intentionOrders), {
        action: 'create',
        name: 'create',
        moves: [],
        id: Number(row.id),
        after: { ...record, merchant_id: caller.holder.merchantId, customer_id: customer.id, sale_id: customer.sale_id, store_id: customer.store_id },
      });
      return { ...record, amount: Number(row.amount), coupon_claim_id: copy };
    });
  }

  async function orders(caller: CustomerCaller, { page, pageSize }: { page: number; pageSize: number }) {
    const customer = await ownCustomer(caller);
    const { rows, total } = await ordersOfCustomer(db, caller.holder.merchantId, customer.id, page, pageSize);
    return { list: rows.map((row) => ({ ...toRecord(row), amount: Number(row.amount) })), total, page, pageSize };
  }

  /** Stores a DIY picture of the caller's customer (JPG or PNG by magic bytes, at most 20 MB) in its own folder. */
  async function uploadPicture(caller: CustomerCaller, file: IncomingFile) {
    const customer = await ownCustomer(caller);
    const target = { db, storage, tempDir: uploadTempDir(env), domain };
    const stored = await receiveUpload(target, { merchantId: caller.holder.merchantId, accountId: null }, DIY_PICTURE_RULE, file, {
      folder: `diy/${customer.id}`,
    });
    return { url: stored.url, width: stored.width, height: stored.height, size: stored.size };
  }

  /** The storage key of a picture URL this customer's upload answered, or null. */
  function ownPictureKey(merchantId: number, customerId: number, picture: string): string | null {
    if (!picture.startsWith(`${domain}/`)) return null;
    const key = picture.slice(domain.length + 1);
    return isSafeKey(key) && key.startsWith(`${merchantId}/diy/${customerId}/`) ? key : null;
  }

  /**
   * A DIY work of the caller's customer: its picture one this customer uploaded, its plan and goods
   * the merchant's (422 on the field otherwise); the customer's guide's, audited.
   */
  async function createWork(caller: CustomerCaller, body: DiyWorkBody) {
    const merchantId = caller.holder.merchantId;
    return db.transaction().execute(async (trx) => {
      const customer = await ownCustomer(caller, trx);
      const errors: FieldErrors = {};
      const key = ownPictureKey(merchantId, customer.id, body.picture);
      if (!key || !(await merchantFileExists(trx, merchantId, key))) errors.picture = ['validation.diyPictureNotUploaded'];
      if (body.plan_id !== null && !(await merchantPlanExists(trx, merchantId, body.plan_id))) errors.plan_id = ['validation.unknownRecord'];
      const goods = await merchantGoods(trx, merchantId, body.commodity_ids);
      body.commodity_ids.forEach((id, index) => {
        if (!goods.has(id)) errors[`commodity_ids.${index}`] = ['validation.unknownRecord'];
      });
      if (Object.keys(errors).length) throw invalid(errors);
      const row = await insertWork(trx, merchantId, {
        customer_id: customer.id,
        sale_id: customer.sale_id,
        name: body.name,
        picture: body.picture,
        plan_id: body.plan_id,
        commodity_ids: [...new Set(body.commodity_ids)],
      });
      const record = toRecord(row);
      await raiseWrite(trx, writeContext(caller, customer.id), served(diyWorks), {
        action: 'create',
        name: 'create',
        moves: [],
        id: Number(row.id),
        after: { ...record, merchant_id: merchantId, customer_id: customer.id, sale_id: customer.sale_id },
      });
      return record;
    });
  }

  async function works(caller: CustomerCaller, { page, pageSize }: { page: number; pageSize: number }) {
    const customer = await ownCustomer(caller);
    const { rows, total } = await worksOfCustomer(db, caller.holder.merchantId, customer.id, page, pageSize);
    return { list: rows.map(toRecord), total, page, pageSize };
  }

  return { login, authenticate, spend, profile, updateProfile, createOrder, orders, uploadPicture, createWork, works };
}

export type CustomerApi = ReturnType<typeof customerApi>;
