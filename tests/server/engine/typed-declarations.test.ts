import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { ActionNamesOf, BodyOf, PatchOf, RecordOf } from '../../../resources/engine/resource-types.ts';
import type { Db } from '../../../server/db/database.ts';
import { entityPlugin, type ValidateRun, type WriteEvent } from '../../../server/engine/entity-plugin.ts';
import type { RecordActionImpl } from '../../../server/engine/record-actions.ts';
import type { WriteContext } from '../../../server/engine/resource.service.ts';
import { commoditiesServer } from '../../../server/modules/commodities/commodities.server.ts';
import { addRoute } from '../../../server/http/route.ts';
import { gizmos } from './gizmo-resource.ts';
import { widgets } from './widget-resource.ts';

// Most of what this file proves is proved by `npm run typecheck` (tsconfig.server.json includes
// tests/server): each `@ts-expect-error` fails the type check once the mistake it marks compiles.

const impl: RecordActionImpl = { run: async ({ record }) => record };

describe('a typed declaration', () => {
  it('keeps its record action names as a literal union', () => {
    expectTypeOf<ActionNamesOf<typeof commodities>>().toEqualTypeOf<'shelve' | 'unshelve' | 'submit' | 'copy' | 'share' | 'unshare'>();
    expectTypeOf<ActionNamesOf<typeof gizmos>>().toEqualTypeOf<'switch'>();
    // A wide definition (what the engine takes) still admits any name.
    expectTypeOf<ActionNamesOf<ResourceDefinition>>().toEqualTypeOf<string>();
    expect(commodities.recordActions.map((action) => action.name)).toEqual(['shelve', 'unshelve', 'submit', 'copy', 'share', 'unshare']);
  });

  it('makes a plug-in missing a declared action, or implementing an undeclared one, a compile error', () => {
    const all = { shelve: impl, unshelve: impl, submit: impl, copy: impl, share: impl, unshare: impl };
    const { unshare: _left, ...missingOne } = all;
    // @ts-expect-error unshare is declared by commodities but not implemented
    entityPlugin(commodities, { actions: missingOne });
    // @ts-expect-error polish is no action of commodities
    entityPlugin(commodities, { actions: { ...all, polish: impl } });
    const complete = entityPlugin(commodities, { actions: all });
    expect(Object.keys(complete.actions ?? {}).sort()).toEqual(Object.keys(commoditiesServer.actions ?? {}).sort());
  });

  it('still passes where the engine takes any resource', () => {
    const served: readonly ResourceDefinition[] = [commodities, widgets, gizmos];
    expect(served.map((resource) => resource.name)).toEqual(['commodities', 'widgets', 'gizmos']);
  });

  it('derives record and body types from its field schemas', () => {
    expectTypeOf<RecordOf<typeof widgets>['price']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<typeof widgets>['on_shelf']>().toEqualTypeOf<boolean>();
    expectTypeOf<RecordOf<typeof gizmos>['store_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<RecordOf<typeof gizmos>['status']>().toEqualTypeOf<'on' | 'off'>();
    // The server-set status is no part of a body; an optional field is an optional key.
    expectTypeOf<BodyOf<typeof gizmos>>().toEqualTypeOf<{ name: string; stock: number } & { store_id?: number | null | undefined }>();
    expectTypeOf<PatchOf<typeof gizmos>>().toHaveProperty('name').toEqualTypeOf<string | undefined>();
    const body: BodyOf<typeof gizmos> = { name: 'Bolt', stock: 0 };
    expect(gizmos.createSchema.parse({ name: 'Bolt' })).toEqual(body);
  });
});

describe("a plug-in's hooks", () => {
  it('see the records of their own resource, typed by its fields', async () => {
    type Updated = Extract<WriteEvent<typeof widgets>, { action: 'update' }>;
    expectTypeOf<Updated['after']['price']>().toEqualTypeOf<number>();
    expectTypeOf<Updated['before']['on_shelf']>().toEqualTypeOf<boolean>();
    // A create's values are its body: a gizmo's status is server-set, so it may be absent.
    type Created = Extract<ValidateRun<typeof gizmos>, { action: 'create' }>;
    expectTypeOf<Created['values']['name']>().toEqualTypeOf<string>();
    expectTypeOf<Created['values']['status']>().toEqualTypeOf<'on' | 'off' | undefined>();
    expectTypeOf<Extract<WriteEvent<typeof widgets>, { action: 'delete' }>['after']>().toEqualTypeOf<undefined>();
    // The engine, which serves any resource, still sees plain rows.
    expectTypeOf<Extract<WriteEvent, { action: 'update' }>['after']>().toEqualTypeOf<Record<string, unknown>>();

    const seen: unknown[] = [];
    const plugin = entityPlugin(widgets, {
      validate: async ({ values }) => {
        expectTypeOf(values.price).toEqualTypeOf<number>();
        // @ts-expect-error colour is no field of widgets
        seen.push(values.colour);
        seen.push(values.price * 2);
      },
      afterWrite: async (_trx, _resource, event) => {
        if (event.action === 'delete') return;
        expectTypeOf(event.after.on_shelf).toEqualTypeOf<boolean>();
        // @ts-expect-error a price is a number, not text
        const price: string = event.after.price;
        seen.push(price, event.after.name.toUpperCase());
      },
    });
    const trx = {} as Db;
    const ctx = {} as WriteContext;
    await plugin.validate?.({ trx, ctx, resource: widgets, action: 'create', values: { name: 'Cog', price: 12.5, on_shelf: false } });
    const widget = { id: 1, name: 'Cog', price: 12.5, on_shelf: false, created_at: 'now', updated_at: 'now' };
    await plugin.afterWrite?.(trx, widgets, { action: 'create', name: 'create', moves: [], id: 1, after: widget }, ctx);
    expect(seen).toEqual([undefined, 25, 12.5, 'COG']);
  });
});

describe('a route', () => {
  it('hands its handler body, query and params typed by the zod type provider', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    addRoute(app, {
      method: 'POST',
      url: '/api/test/typed/:id',
      access: 'public',
      summary: 'typed',
      tags: ['test'],
      params: z.strictObject({ id: z.coerce.number<string>().int() }),
      querystring: z.strictObject({ times: z.coerce.number<string>().int().default(1) }),
      body: z.strictObject({ word: z.string() }),
      response: z.object({ said: z.string() }),
      handler: async (request) => {
        expectTypeOf(request.params).toEqualTypeOf<{ id: number }>();
        expectTypeOf(request.query).toEqualTypeOf<{ times: number }>();
        expectTypeOf(request.body).toEqualTypeOf<{ word: string }>();
        return { said: `${request.params.id}: ${request.body.word.repeat(request.query.times)}` };
      },
    });
    const response = await app.inject({ method: 'POST', url: '/api/test/typed/7?times=2', payload: { word: 'hi' } });
    expect(response.json()).toMatchObject({ data: { said: '7: hihi' } });
    await app.close();
  });
});
