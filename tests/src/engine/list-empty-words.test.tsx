import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { systemConfig } from '../../../resources/system-config/system-config.resource.ts';
import { z } from 'zod';
import { renderResourcePage } from './engine-harness.tsx';

describe('an empty list names what it holds with the resource’s plural word', () => {
  it('says "No settings yet." on the Configuration page, not "No configuration yet."', async () => {
    await renderResourcePage(systemConfig, { permissions: [systemConfig.route] });
    expect(await screen.findByText('No settings yet.')).toBeTruthy();
  });

  it('falls back to "No records yet." for a resource without texts', async () => {
    const nameless = defineResource({
      name: 'nameless-things',
      route: '/test/nameless',
      table: 'nameless_things',
      tenancy: 'platform',
      titleField: 'name',
      fields: { name: field.text(z.string()) },
    });
    await renderResourcePage(nameless, { permissions: [nameless.route], ui: {} });
    expect(await screen.findByText('No records yet.')).toBeTruthy();
  });
});
