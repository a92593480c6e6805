import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import type { ActionDialogProps } from '../../../src/engine/record-action-ui.ts';
import type { CustomEditorProps } from '../../../src/engine/custom-widgets.tsx';
import { resourceUiFor } from '../../../src/engine/resource-ui.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

/**
 * A test-only entity with a custom widget and an action with a body at a spec-verbatim path,
 * plugged into the generic screens by its own declaration and extension only: nothing in
 * src/engine knows it (the browser half of tests/server/engine/gizmo-plugin.test.ts).
 */
const ROUTE = '/marketingManagement/couponManagement';
const dials = defineResource({
  name: 'dials',
  route: ROUTE,
  table: 'test_dials',
  tenancy: 'merchant',
  titleField: 'name',
  recordActions: [{ name: 'tune', action: 'status', path: '/api/test/dial/tune/{id}', body: z.strictObject({ level: z.number().int().min(0).max(10) }) }],
  fields: {
    name: field.text(z.string().trim().min(1).max(50)),
    level: field.json(z.number().int().min(0).max(10).default(0), { widget: 'dial', list: false }),
  },
});

function DialEditor({ value, onChange, id }: CustomEditorProps) {
  return <input id={id} aria-label="Dial level" type="number" value={String(value ?? 0)} onChange={(event) => onChange?.(Number(event.target.value))} />;
}

function TuneDialog({ open, onSubmit }: ActionDialogProps) {
  return open ? (
    <button type="button" onClick={() => onSubmit({ level: 7 })}>
      Tune to 7
    </button>
  ) : null;
}

const dialsUi = resourceUiFor(dials, {
  widgets: { dial: { Editor: DialEditor, Display: ({ value }) => <span>Dial at {String(value)}</span> } },
  actions: { tune: { BodyDialog: TuneDialog } },
});
const RIGHTS = [ROUTE, `${ROUTE}/*`];

describe('an entity plugged in by its own extension', () => {
  it('edits its field with its own widget and sends what the widget gives', async () => {
    const api = fakeApi([]);
    await renderResourcePage(dials, { api, permissions: RIGHTS, query: '?create=1', ui: dialsUi });
    const drawer = await screen.findByRole('dialog');
    // A test-only entity brings no texts: its label is its key.
    fireEvent.change(within(drawer).getByLabelText('resources.dials.fields.name'), { target: { value: 'Kitchen dial' } });
    fireEvent.change(within(drawer).getByLabelText('Dial level'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0][0].variables).toEqual({ name: 'Kitchen dial', level: 5 });
  });

  it("runs its action through its own dialog, posting to the action's declared path", async () => {
    const api = fakeApi([{ id: 3, name: 'Hall dial', level: 2 }]);
    await renderResourcePage(dials, { api, permissions: RIGHTS, ui: dialsUi });
    const row = (await screen.findByText('Hall dial')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('row-actions'));
    fireEvent.click((await screen.findAllByRole('menuitem'))[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Tune to 7' }));
    await waitFor(() =>
      expect(api.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/test/dial/tune/3', method: 'post', payload: { level: 7 } })),
    );
  });

  it("runs the same action through the same dialog from the record's details", async () => {
    const api = fakeApi([{ id: 3, name: 'Hall dial', level: 2 }]);
    await renderResourcePage(dials, { api, permissions: RIGHTS, query: '?show=3', ui: dialsUi });
    fireEvent.click(await screen.findByTestId('detail-actions'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'resources.dials.actions.tune' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tune to 7' }));
    await waitFor(() =>
      expect(api.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/test/dial/tune/3', method: 'post', payload: { level: 7 } })),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tune to 7' })).toBeNull());
  });
});
