import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AccessChecker, createAccessChecker } from '../../../../resources/access/enforcer.ts';
import { DEMO_ACCOUNTS } from '../../../../server/seed/demo-accounts.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { rotateKey } from '../../../../server/tenancy/publishable-keys.ts';
import { PUBLISHABLE_KEY_PURPOSES } from '../../../../resources/access/publishable-key.schema.ts';
import { type Grant, grantsOf, type Operation } from './openapi.ts';

/** What a route demands of a caller: its access rule, and on `/app-api` the publishable key it takes. */
export type Gate = Pick<Operation, 'access' | 'credential'>;

/**
 * Someone the suite sends requests as: a demo account (a session), a merchant's publishable keys
 * (API.md §2, the credential of `/app-api` routes), or nobody at all.
 */
export interface Actor {
  name: string;
  kind: 'session' | 'key' | 'anonymous';
  /** The merchant key of ACCESS.md's demo data (`living`, `second`…); null for the operator and anonymous. */
  merchant: string | null;
  merchantId: number | null;
  accountId: number | null;
  isPlatform: boolean;
  isGuide: boolean;
  /** Sends a request; `gate` is the route's, so a key actor can name the key its route takes. */
  send(request: InjectOptions, gate?: Gate): Promise<LightMyRequestResponse>;
  /** What the route's declared access rule (and credential) lets this actor do. */
  may(gate: Gate): boolean;
  /** Sessions: whether the account's permissions hold this one page action. */
  holds?(grant: Grant): boolean;
  /** Key actors: issue fresh keys (after a fuzzed rotate route revoked the ones the suite held). */
  renew?(): Promise<void>;
  /** Key actors: the merchant's customer the suite signs in as on `/app-api/customer/...` (its token goes with the customer key). */
  customer?: SuiteCustomer;
}

/** A customer of a demo merchant, signed in through `/app-api/customer/login/guest` with a phone left. */
export interface SuiteCustomer {
  token: string;
  customerId: number;
}

let phones = 0;
/**
 * A phone no customer has yet: a guest may not take a registered one, and the suite signs its
 * customers in again whenever a fuzzed request ended their sign-in.
 */
const freshPhone = () => `177${String(Date.now()).slice(-6)}${String((phones += 1) % 100).padStart(2, '0')}`;

/** Signs a new H5 guest of the merchant in with its customer key and makes it a customer (a phone of its own). */
async function customerOf(t: TestApp, key: string, merchantId: number): Promise<SuiteCustomer> {
  const headers = { [PUBLISHABLE_KEY_HEADER]: key };
  const login = (await t.app.inject({ method: 'POST', url: '/app-api/customer/login/guest', headers, payload: {} })).json();
  if (login.code !== 0) throw new Error(`the suite's customer could not sign in: ${JSON.stringify(login)}`);
  const token = login.data.token as string;
  const profile = (
    await t.app.inject({
      method: 'PUT',
      url: '/app-api/customer/profile',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: { nickname: `Suite customer ${merchantId}`, phone: freshPhone() },
    })
  ).json();
  if (profile.code !== 0) throw new Error(`the suite's customer could not leave its phone: ${JSON.stringify(profile)}`);
  return { token, customerId: profile.data.customer.id as number };
}

/**
 * Every demo account that can log in (the lapsed merchant's cannot: its renew message is tested
 * elsewhere), anonymous, and the publishable keys of both demo merchants (`key:living`, `key:second`).
 */
export async function loginActors(t: TestApp): Promise<Actor[]> {
  const actors: Actor[] = [anonymous(t)];
  for (const account of DEMO_ACCOUNTS) {
    if (account.username === 'lapsed') continue;
    actors.push(await loginActor(t, account.username, account.merchant));
  }
  for (const master of actors.filter((actor) => actor.name === 'merchant' || actor.name === 'merchant2')) actors.push(await keyActor(t, master));
  return actors;
}

/**
 * Keys of every purpose, freshly issued for the master's merchant (issuing one revokes any earlier),
 * and the customer actor of that merchant: a customer of its own (an H5 guest that left a phone),
 * whose token goes with the customer key to the routes that take it (`/app-api/customer/...`).
 */
export async function keyActor(t: TestApp, master: Actor): Promise<Actor> {
  const keys = new Map<string, string>();
  const issue = async () => {
    for (const purpose of PUBLISHABLE_KEY_PURPOSES) keys.set(purpose, (await rotateKey(t.database.db, t.app.bus, master.merchantId!, purpose, null)).key);
  };
  await issue();
  let customer = await customerOf(t, keys.get('customer')!, master.merchantId!);
  const actor: Actor = {
    customer,
    // A fuzzed rotate route revokes the keys; a fuzzed deletion of the customer (back office) ends its token.
    renew: async () => {
      await issue();
      if (!(await customerSignedIn(t, keys.get('customer')!, customer.token))) {
        customer = await customerOf(t, keys.get('customer')!, master.merchantId!);
        actor.customer = customer;
      }
    },
    name: `key:${master.merchant}`,
    kind: 'key',
    merchant: master.merchant,
    merchantId: master.merchantId,
    accountId: null,
    isPlatform: false,
    isGuide: false,
    // Each request names the key its route takes; a request to any other route carries none.
    send: (request, gate) => {
      const key = gate?.credential ? keys.get(gate.credential.publishableKey) : undefined;
      const token = gate?.credential?.publishableKey === 'customer' ? { authorization: `Bearer ${customer.token}` } : {};
      return t.app.inject({ ...request, headers: { ...(key ? { [PUBLISHABLE_KEY_HEADER]: key, ...token } : {}), ...request.headers } });
    },
    may: (gate) => gate.access === 'public' && !!gate.credential && keys.has(gate.credential.publishableKey),
  };
  return actor;
}

/**
 * Another customer of a key actor's merchant: a new H5 guest signed in with the actor's customer
 * key that leaves `phone`, as an actor sending its own token (and the actor's keys). Undefined, with
 * the answer, when the guest could not sign in or its phone was refused.
 */
export async function anotherCustomer(actor: Actor, phone: string): Promise<{ actor?: Actor; refused?: string }> {
  const gate: Gate = { access: 'public', credential: { publishableKey: 'customer' } };
  const login = await actor.send({ method: 'POST', url: '/app-api/customer/login/guest', payload: {} }, gate);
  const token = (login.json() as { data?: { token?: string } }).data?.token;
  if (!token) return { refused: `guest login: ${login.body.slice(0, 200)}` };
  const authorization = `Bearer ${token}`;
  const profile = await actor.send(
    { method: 'PUT', url: '/app-api/customer/profile', headers: { authorization }, payload: { nickname: `Suite customer ${phone.slice(-4)}`, phone } },
    gate,
  );
  const customerId = (profile.json() as { code?: number; data?: { customer?: { id?: number } } }).data?.customer?.id;
  if (typeof customerId !== 'number') return { refused: `profile with phone ${phone}: ${profile.body.slice(0, 200)}` };
  return {
    actor: {
      ...actor,
      name: `${actor.name}#customer${customerId}`,
      customer: { token, customerId },
      renew: undefined,
      // The actor's keys; on the customer routes this customer's token instead of the actor's customer's.
      send: (request, route) =>
        actor.send(route?.credential?.publishableKey === 'customer' ? { ...request, headers: { authorization, ...request.headers } } : request, route),
    },
  };
}

async function customerSignedIn(t: TestApp, key: string, token: string): Promise<boolean> {
  const headers = { [PUBLISHABLE_KEY_HEADER]: key, authorization: `Bearer ${token}` };
  return (await t.app.inject({ method: 'GET', url: '/app-api/customer/profile', headers })).json().code === 0;
}

export async function loginActor(t: TestApp, username: string, merchant: string | null): Promise<Actor> {
  const session = await t.login(username);
  const user = (await session.bearer({ method: 'GET', url: '/api/user' })).json().data as {
    id: number;
    merchant_id: number | null;
    permission: string[];
    role_tag: string;
  };
  const checker: AccessChecker = await createAccessChecker({ id: user.id, permissions: user.permission });
  return {
    name: username,
    kind: 'session',
    merchant,
    merchantId: user.merchant_id,
    accountId: user.id,
    isPlatform: user.role_tag === 'atrium',
    isGuide: user.role_tag === 'seller_sale',
    send: (request) => session.bearer(request),
    // A session opens no `/app-api` route: those take a publishable key, never a login.
    may: ({ access, credential }) =>
      !credential && (access === 'public' || access === 'session' || grantsOf(access).some((grant) => checker.can(grant.page, grant.action))),
    holds: (grant) => checker.can(grant.page, grant.action),
  };
}

function anonymous(t: TestApp): Actor {
  return {
    name: 'anonymous',
    kind: 'anonymous',
    merchant: null,
    merchantId: null,
    accountId: null,
    isPlatform: false,
    isGuide: false,
    send: (request) => t.app.inject(request),
    may: ({ access, credential }) => access === 'public' && !credential,
  };
}

/** The first actor the route lets through, preferring a merchant's master account (the richest data). */
export function actorFor(actors: readonly Actor[], gate: Gate): Actor | undefined {
  const preference = ['merchant', 'key:living', 'operator', 'designer', 'manager', 'guide'];
  const ordered = [...actors].sort((a, b) => rank(preference, a.name) - rank(preference, b.name));
  return ordered.find((actor) => actor.kind !== 'anonymous' && actor.may(gate)) ?? actors.find((actor) => actor.kind === 'anonymous' && actor.may(gate));
}

function rank(order: string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}
