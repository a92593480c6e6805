import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { albums } from '../../../resources/albums/albums.resource.ts';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { englishI18n } from '../render-in-app.tsx';
import { fakeApi, location, renderResourcePage } from './engine-harness.tsx';
import { pretendWindowWidth } from './window-width.ts';

const ROUTE = albums.route;
const ALL = [ROUTE, `${ROUTE}/create`, `${ROUTE}/edit`, `${ROUTE}/delete`];
const HOLIDAY = { id: 7, name: 'Holiday', images: [], created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };

let undoWidth: (() => void) | undefined;
afterEach(async () => {
  undoWidth?.();
  undoWidth = undefined;
  await (await englishI18n()).changeLanguage('en');
});

/** The open delete confirmation, pop-over or dialog. */
const confirmation = (title: string) => screen.findByText(title);

describe('the page header of a resource page', () => {
  it('shows the page title as a heading, with Create beside it', async () => {
    await renderResourcePage(albums, { api: fakeApi([HOLIDAY]), permissions: ALL });
    const heading = await screen.findByRole('heading', { name: 'Albums' });
    const header = heading.parentElement as HTMLElement;
    fireEvent.click(within(header).getByRole('button', { name: /New/ }));
    await waitFor(() => expect(location()).toContain('create=1'));
  });

  it('shows the heading without Create to a session that may not create', async () => {
    await renderResourcePage(albums, { api: fakeApi([HOLIDAY]), permissions: [ROUTE] });
    const heading = await screen.findByRole('heading', { name: 'Albums' });
    expect(within(heading.parentElement as HTMLElement).queryByRole('button')).toBeNull();
  });
});

describe('the delete confirmation names one record in the singular', () => {
  it('asks "Delete this album?"', async () => {
    await renderResourcePage(albums, { api: fakeApi([HOLIDAY]), permissions: ALL });
    const row = (await screen.findByText('Holiday')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await confirmation('Delete this album?')).toBeTruthy();
  });

  it('asks "Delete this goods item?", not "Delete this goods?"', async () => {
    const route = commodities.route;
    await renderResourcePage(commodities, {
      api: fakeApi([{ id: 5, name: 'Sofa', created_at: '2024-01-01T00:00:00Z' }]),
      permissions: [route, `${route}/delete`],
    });
    const row = (await screen.findByText('Sofa')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await confirmation('Delete this goods item?')).toBeTruthy();
  });

  it('asks in Chinese with the singular noun', async () => {
    await (await englishI18n()).changeLanguage('zh');
    await renderResourcePage(albums, { api: fakeApi([HOLIDAY]), permissions: ALL });
    const row = (await screen.findByText('Holiday')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    expect(await confirmation('确定删除该图册吗？')).toBeTruthy();
  });
});

describe('row actions at 390 px', () => {
  it('fold into one "More" menu, whose Delete asks in a dialog and deletes', async () => {
    undoWidth = pretendWindowWidth(390);
    const api = fakeApi([HOLIDAY]);
    await renderResourcePage(albums, { api, permissions: ALL });
    const row = (await screen.findByText('Holiday')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['More']);

    fireEvent.click(within(row).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Tags', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete this album?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleteOne).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })));
  });
});
