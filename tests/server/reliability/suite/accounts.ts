import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AccessChecker, createAccessChecker } from '../../../../resources/access/enforcer.ts';
import { DEMO_ACCOUNTS } from '../../../../server/seed/demo-accounts.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import type { Access } from './openapi.ts';

/** Someone the suite sends requests as: a demo account, or nobody at all. */
export interface Actor {
  name: string;
  /** The merchant key of ACCESS.md's demo data (`living`, `second`…); null for the operator and anonymous. */
  merchant: string | null;
  accountId: number | null;
  isPlatform: boolean;
  isGuide: boolean;
  send(request: InjectOptions): Promise<LightMyRequestResponse>;
  /** What the route's declared access rule lets this actor do. */
  may(access: Access): boolean;
}

/** Every demo account that can log in (the lapsed merchant's cannot: its renew message is tested elsewhere), plus anonymous. */
export async function loginActors(t: TestApp): Promise<Actor[]> {
  const actors: Actor[] = [anonymous(t)];
  for (const account of DEMO_ACCOUNTS) {
    if (account.username === 'lapsed') continue;
    actors.push(await loginActor(t, account.username, account.merchant));
  }
  return actors;
}

export async function loginActor(t: TestApp, username: string, merchant: string | null): Promise<Actor> {
  const session = await t.login(username);
  const user = (await session.bearer({ method: 'GET', url: '/api/user' })).json().data as { id: number; permission: string[]; role_tag: string };
  const checker: AccessChecker = await createAccessChecker({ id: user.id, permissions: user.permission });
  return {
    name: username,
    merchant,
    accountId: user.id,
    isPlatform: user.role_tag === 'atrium',
    isGuide: user.role_tag === 'seller_sale',
    send: (request) => session.bearer(request),
    may: (access) => access === 'public' || access === 'session' || checker.can(access.page, access.action),
  };
}

function anonymous(t: TestApp): Actor {
  return {
    name: 'anonymous',
    merchant: null,
    accountId: null,
    isPlatform: false,
    isGuide: false,
    send: (request) => t.app.inject(request),
    may: (access) => access === 'public',
  };
}

/** The first actor the route lets through, preferring a merchant's master account (the richest data). */
export function actorFor(actors: readonly Actor[], access: Access): Actor | undefined {
  const preference = ['merchant', 'operator', 'designer', 'manager', 'guide'];
  const ordered = [...actors].sort((a, b) => rank(preference, a.name) - rank(preference, b.name));
  return (
    ordered.find((actor) => actor.name !== 'anonymous' && actor.may(access)) ?? (access === 'public' ? actors.find((a) => a.name === 'anonymous') : undefined)
  );
}

function rank(order: string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}
