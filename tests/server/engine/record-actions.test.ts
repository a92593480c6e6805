import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import type { Db } from '../../../server/db/database.ts';
import { registerRecordActions } from '../../../server/engine/record-actions.ts';

describe('registerRecordActions', () => {
  it('refuses to start when a declared action has no server implementation', () => {
    const gadgets = defineResource({
      name: 'gadgets',
      route: '/content/commodityManagement',
      table: 'gadgets',
      tenancy: 'merchant',
      titleField: 'name',
      fields: { name: field.text(z.string()) },
      recordActions: [{ name: 'polish', action: 'edit' }],
    });
    expect(() => registerRecordActions(Fastify(), gadgets, {} as Db)).toThrow('gadgets: the record action polish has no server implementation');
  });
});
