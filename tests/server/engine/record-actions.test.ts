import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { buildApp } from '../../../server/app.ts';
import type { Db } from '../../../server/db/database.ts';
import { entityPlugin, type ServerPlugin } from '../../../server/engine/entity-plugin.ts';
import { setFields } from '../../../server/engine/record-actions.ts';
import { parseEnv } from '../../../server/env.ts';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import type { FileStorage } from '../../../server/storage/storage.ts';

const gadgets = defineResource({
  name: 'gadgets',
  route: '/content/commodityManagement',
  table: 'gadgets',
  tenancy: 'merchant',
  titleField: 'name',
  fields: { name: field.text(z.string()) },
  recordActions: [{ name: 'polish', action: 'edit' }],
});
const polish = { run: setFields(() => ({ name: 'shiny' })) };

/** Boots an app without a database: the plug-in checks run before anything reaches it. */
const boot = (plugins: readonly ServerPlugin[]) =>
  buildApp({
    env: parseEnv({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' }),
    db: {} as Db,
    logger: false,
    storage: {} as FileStorage,
    resources: [...RESOURCES, gadgets],
    plugins,
  });

describe('the boot checks of server plug-ins', () => {
  it('refuses to start when a declared action has no server implementation', async () => {
    await expect(boot(SERVER_PLUGINS)).rejects.toThrow('gadgets: the record action polish has no server implementation');
  });

  it('refuses a plug-in that names no served resource, or implements an undeclared action', async () => {
    const orphan: ServerPlugin = { resource: 'gadget', actions: { polish } };
    await expect(boot([...SERVER_PLUGINS, orphan])).rejects.toThrow('entity plug-in gadget: no served resource is named gadget');
    // The declaration's literal action names already refuse this at compile time; the boot check
    // is for plug-ins built without entityPlugin (or against a wide declaration).
    // @ts-expect-error buff is not an action gadgets declares
    const extra = entityPlugin(gadgets, { actions: { polish, buff: polish } });
    await expect(boot([...SERVER_PLUGINS, extra])).rejects.toThrow('gadgets: the plug-in implements buff, which the declaration does not declare');
  });

  it('refuses a job kind or a scheduled job declared twice, and a job kind the jobs table cannot hold', async () => {
    const sync = { run: async () => {} };
    await expect(boot([...SERVER_PLUGINS, entityPlugin(gadgets, { actions: { polish }, jobKinds: { export: sync } })])).rejects.toThrow(
      'the job kind export is declared twice',
    );
    await expect(boot([...SERVER_PLUGINS, entityPlugin(gadgets, { actions: { polish }, jobKinds: { 'Gadget Sync': sync } })])).rejects.toThrow(
      'gadgets: the job kind Gadget Sync must be',
    );
    const purge = { name: 'recycle-bin-purge', cron: '* * * * *', run: async () => {} };
    await expect(boot([...SERVER_PLUGINS, entityPlugin(gadgets, { actions: { polish }, scheduledJobs: [purge] })])).rejects.toThrow(
      'the scheduled job recycle-bin-purge is declared twice',
    );
  });
});

describe('record action declarations', () => {
  const declare = (recordActions: object[]) => () => defineResource({ ...gadgets, fields: { name: field.text(z.string()) }, recordActions } as never);
  it('take a spec path only under /api/ with {id} once, and a permission word of the vocabulary', () => {
    expect(declare([{ name: 'polish', action: 'edit', path: '/api/gadget/polish/{id}' }])).not.toThrow();
    expect(declare([{ name: 'polish', action: 'edit', path: '/api/gadget/polish/:id' }])).toThrow(
      'gadgets: the record action polish has the path /api/gadget/polish/:id',
    );
    expect(declare([{ name: 'polish', action: 'edit', path: '/gadget/{id}/{id}' }])).toThrow('a spec path starts with /api/ and holds {id} once');
    expect(declare([{ name: 'polish', action: 'buff' }])).toThrow('gadgets: the record action polish needs buff, which is no word of the action vocabulary');
  });
});
