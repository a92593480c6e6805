import type { DataProvider } from '@refinedev/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../../providers/session-store.ts';
import { CONTENT_AUTH_SHOPS_PATH, contentAuthPath } from '../../../../resources/plans/content-auth.schema.ts';
import { ChannelsButton } from '../../../../src/plans/publish/ChannelsButton.tsx';
import { renderSignedIn } from '../../render-signed-in.tsx';

const PATH = '/content/planManagement/publish/7';

/** The content authorisation API of one published plan without grants; the shops answer when `answerShops` is called. */
function fakeApi(shops: Array<{ id: number; name: string }>) {
  let answerShops: () => void = () => {};
  const shopsAnswered = new Promise<void>((resolve) => (answerShops = resolve));
  const custom = vi.fn(async ({ url }: { url: string }) => {
    if (url === contentAuthPath(7)) return { data: { contentId: 7, published: true, channels: [] } };
    if (url === CONTENT_AUTH_SHOPS_PATH) {
      await shopsAnswered;
      return { data: { list: shops } };
    }
    throw new Error(`unexpected call ${url}`);
  });
  return { api: { custom, getApiUrl: () => '/api' } as unknown as DataProvider, answerShops: () => answerShops() };
}

async function openDialog(shops: Array<{ id: number; name: string }>) {
  const { api, answerShops } = fakeApi(shops);
  const state = { profile: { id: 1, permission: ['/content/*'] }, checker: { can: () => true }, routes: [], landing: PATH } as unknown as SessionState;
  await renderSignedIn(<ChannelsButton contentId={7} published resourceName="plans" />, api, state, PATH);
  fireEvent.click(await screen.findByRole('button', { name: /Channels/ }));
  await screen.findByRole('heading', { name: 'Marketplace shops' });
  return answerShops;
}

describe('the channels dialog’s shop button', () => {
  it('waits, disabled, while the shops load, then offers to add one', async () => {
    const answerShops = await openDialog([{ id: 3, name: 'Second Home Tmall' }]);
    const waiting = screen.getByRole('button', { name: /Add a shop/ });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('No usable marketplace shops')).toBeNull();
    answerShops();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Add a shop/ }).hasAttribute('disabled')).toBe(false));
  });

  it('says there is no usable shop only once the shops have answered none', async () => {
    const answerShops = await openDialog([]);
    expect(screen.queryByText('No usable marketplace shops')).toBeNull();
    answerShops();
    expect(await screen.findByText('No usable marketplace shops')).toBeTruthy();
  });
});
