import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { merchantRoles } from '../../../resources/roles/roles.resource.ts';
import { resourceUi } from '../../../src/roles/merchant-roles.ui.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';
import { VOCABULARY } from './role-vocabulary-fixture.ts';

const widget = resourceUi.widgets?.['permission-tree'];
const Editor = widget?.Editor as NonNullable<NonNullable<typeof widget>['Editor']>;
const field = merchantRoles.fieldList.find((candidate) => candidate.name === 'permissions')!;

/** The fake API: the merchant vocabulary at its own path, or a failure. */
function api(answer: () => Promise<{ data: unknown }> = async () => ({ data: VOCABULARY })) {
  const custom = vi.fn(async ({ url }: { url: string }) => (url === '/api/merchant-roles/vocabulary' ? answer() : Promise.reject(new Error(url))));
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

/** The editor inside a form-like holder of its value; `changes` records what it sends. */
async function renderPicker(initial: string[], provider = api()) {
  const changes = vi.fn();
  function Holder() {
    const [value, setValue] = useState<unknown>(initial);
    const change = (next: unknown) => {
      setValue(next);
      changes(next);
    };
    return <Editor field={{ ...field, name: 'permissions' }} value={value} onChange={change} />;
  }
  await renderSignedIn(<Holder />, provider, {}, '/businessManagement/role');
  await screen.findByTestId('permission-picker');
  // The picker appears when the vocabulary answers, outside act: its effects may still be pending.
  // antd's Checkbox.Group learns its boxes in effects, and a click before that sends [] (a busy run did).
  await act(async () => {});
  return { changes, lastValue: () => changes.mock.lastCall?.[0] as string[] };
}

const box = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` });
const isChecked = (title: string) => box(title).getAttribute('aria-checked');
/** Opens a section or page; the tree ignores the next opening until this one's animation is over. */
async function expand(title: string) {
  fireEvent.click(box(title).closest('[role="treeitem"]')!.querySelector('.ant-tree-switcher')!);
  await waitFor(() => expect(document.querySelector('.ant-tree-treenode-motion')).toBeNull());
  // The tree takes further clicks one tick after the animation's end.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the role permission picker', () => {
  it('loads its resource’s own vocabulary and shows sections by title', async () => {
    const provider = api();
    await renderPicker([], provider);
    expect(box('Content')).toBeTruthy();
    expect(box('Home')).toBeTruthy();
    expect(provider.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/merchant-roles/vocabulary', method: 'get' }));
  });

  it('stores a checked page as its wildcard', async () => {
    const { lastValue } = await renderPicker([]);
    await expand('Content');
    fireEvent.click(box('Stores'));
    expect(lastValue()).toEqual(['/content/storeManagement/*']);
  });

  it('stores a checked action as the page and its action, and View as the page', async () => {
    const { lastValue } = await renderPicker([]);
    await expand('Content');
    await expand('Recycle bin');
    fireEvent.click(box('View'));
    fireEvent.click(box('Delete permanently'));
    expect(lastValue()).toEqual(['/content/recycleBin', '/content/recycleBin/purge']);
    expect(isChecked('Recycle bin')).toBe('mixed');
  });

  it('shows every content page checked for a stored /content/*, and unchecking one spells out the rest', async () => {
    const { lastValue } = await renderPicker(['/content/*']);
    expect(isChecked('Content')).toBe('true');
    await expand('Content');
    await expand('Goods');
    for (const title of ['Stores', 'Goods', 'Goods tags', 'Recycle bin']) expect(isChecked(title)).toBe('true');
    fireEvent.click(box('Recycle bin'));
    expect(lastValue()).toEqual(['/content/storeManagement/*', '/content/commodityManagement/*']);
    expect(isChecked('Content')).toBe('mixed');
  });

  it('keeps strings the vocabulary does not know, lists them in words (the path only as a tooltip), and lets the user remove one', async () => {
    const { lastValue } = await renderPicker(['/content/retiredPage', '/content/storeManagement', 'legacyFlag']);
    const unknown = screen.getByTestId('unknown-permissions');
    expect(within(unknown).getByText('Content › retired page').closest('[title]')?.getAttribute('title')).toBe('/content/retiredPage');
    expect(within(unknown).getByText('legacy flag')).toBeTruthy();
    expect(within(unknown).queryByText('/content/retiredPage')).toBeNull();
    await expand('Content');
    await expand('Goods');
    fireEvent.click(box('Goods tags'));
    expect(lastValue()).toEqual(['/content/storeManagement', '/content/commodityManagement/labelManagement/*', '/content/retiredPage', 'legacyFlag']);
    fireEvent.click(within(unknown).getByLabelText('Remove Content › retired page'));
    expect(lastValue()).toEqual(['/content/storeManagement', '/content/commodityManagement/labelManagement/*', 'legacyFlag']);
  });

  it('toggles flags below the tree', async () => {
    const { lastValue } = await renderPicker(['/content/*', 'appDownload']);
    const download = screen.getByRole('checkbox', { name: 'App download' }) as HTMLInputElement;
    expect(download.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Language setting' }));
    expect(lastValue()).toEqual(['/content/*', 'appDownload', 'settingCenter/language']);
    fireEvent.click(download);
    expect(lastValue()).toEqual(['/content/*', 'settingCenter/language']);
  });

  it('finds pages by title, and checking a found page leaves the hidden boxes as they were', async () => {
    const { lastValue } = await renderPicker(['/homeData/stats']);
    fireEvent.change(screen.getByLabelText('Find a page'), { target: { value: 'goods t' } });
    expect(screen.queryByRole('checkbox', { name: 'Select Stores' })).toBeNull();
    fireEvent.click(box('Goods tags'));
    expect(lastValue()).toEqual(['/homeData/stats', '/content/commodityManagement/labelManagement/*']);
  });

  it('says when the vocabulary cannot be loaded, and leaves the value alone', async () => {
    let fail = true;
    const provider = api(async () => (fail ? Promise.reject(new Error('down')) : { data: VOCABULARY }));
    const changes = vi.fn();
    await renderSignedIn(<Editor field={{ ...field, name: 'permissions' }} value={['/content/*']} onChange={changes} />, provider, {}, '/');
    expect(await screen.findByText('The list of pages and actions could not be loaded.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('permission-picker')).toBeTruthy();
    expect(changes).not.toHaveBeenCalled();
  });
});
