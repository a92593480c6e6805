import type { CustomParams } from '@refinedev/core';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../providers/http.ts';
import { MARKETPLACE_LINK_PATH, ShareViewDialog } from '../../../src/apps/ShareViewDialog.tsx';
import { SHARE_TOKEN_PATH } from '../../../src/apps/useGuideShare.ts';
import { VIEW_CODE_PATH } from '../../../src/apps/useViewCode.ts';
import { fakeDataProvider } from '../fake-data-provider.ts';
import { renderSignedIn } from '../render-signed-in.tsx';
import { profileFor, sessionStateFor } from '../session-state.ts';

const VIEW = '0123456789abcdef0123456789abcdef';
const GUIDE_SHARE = `42.${'A'.repeat(22)}`;
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const LINK = 'https://m.duanqu.com/?_ariver_appid=3000000012345678&page=pages%2Fview%2Findex&query=viewuuid%3D0123';

type Answer = (params: CustomParams) => Promise<{ data: unknown }>;
/** What the server answers, by path: an image, the marketplace link and a guide's share unless a test says otherwise. */
const answers = (overrides: Record<string, Answer> = {}): Record<string, Answer> => ({
  [VIEW_CODE_PATH]: async () => ({ data: PNG }),
  [MARKETPLACE_LINK_PATH]: async () => ({ data: { link: LINK } }),
  [SHARE_TOKEN_PATH]: async () => ({ data: { share: GUIDE_SHARE } }),
  ...overrides,
});

// jsdom draws no images and has no object URLs: the image's address is a stand-in.
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:code');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openDialog({ viewuuid = VIEW, guide = false, overrides = {} }: { viewuuid?: string; guide?: boolean; overrides?: Record<string, Answer> } = {}) {
  const routes = answers(overrides);
  const custom = vi.fn((params: CustomParams) => routes[params.url]?.(params) ?? Promise.reject(new Error(`unexpected ${params.url}`)));
  const permissions = ['/content/planManagement'];
  const state = await sessionStateFor(permissions, guide ? { profile: profileFor(permissions, { role_tag: 'seller_sale' }) } : {});
  await renderSignedIn(<ShareViewDialog open onClose={() => {}} viewuuid={viewuuid} name="Riverside flat" />, fakeDataProvider(custom), state, '/');
  const calls = (path: string) => custom.mock.calls.map(([params]) => params).filter((params) => params.url === path);
  return { custom, calls };
}

describe('sharing a published view (issue 38 "Share")', () => {
  it('shows the mini-program code with a PNG download, the public address and the marketplace link', async () => {
    const { calls } = await openDialog();
    const image = await screen.findByRole('img', { name: 'Mini-program code of “Riverside flat”' });
    expect(image.getAttribute('src')).toBe('blob:code');
    expect(screen.getByRole('link', { name: /Download PNG/ }).getAttribute('download')).toBe('Riverside flat.png');
    expect(screen.getByTestId('share-address').textContent).toContain(`${window.location.origin}/smartStore/${VIEW}`);
    expect((await screen.findByTestId('share-marketplace')).textContent).toContain(LINK);
    // The code is asked for as bytes and silently (spec §8 silent list): the dialog words its failure.
    expect(calls(VIEW_CODE_PATH)).toEqual([
      expect.objectContaining({ method: 'post', payload: { viewuuid: VIEW }, meta: expect.objectContaining({ silent: true, binary: true }) }),
    ]);
    expect(calls(MARKETPLACE_LINK_PATH)).toEqual([expect.objectContaining({ method: 'post', payload: { viewuuid: VIEW } })]);
    // A merchant's share names nobody: none is asked for, and the address is plain.
    expect(calls(SHARE_TOKEN_PATH)).toEqual([]);
    expect(screen.getByTestId('share-address').textContent).not.toContain('share=');
  });

  it('says "Export QR code failed; try later." when JSON comes back in place of the image, even with an empty reason', async () => {
    const failure: ApiError = { message: '', statusCode: 502 };
    await openDialog({ overrides: { [VIEW_CODE_PATH]: () => Promise.reject(failure) } });
    expect((await screen.findByTestId('share-code-failed')).textContent).toContain('Export QR code failed; try later.');
    expect(screen.queryByRole('img', { name: /Mini-program code/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('treats an answer that is no image as the same failure', async () => {
    await openDialog({ overrides: { [VIEW_CODE_PATH]: async () => ({ data: { status_code: 200, message: '' } }) } });
    expect((await screen.findByTestId('share-code-failed')).textContent).toContain('Export QR code failed; try later.');
  });

  it('asks the server nothing for a view without an id, and says to publish first', async () => {
    const { custom } = await openDialog({ viewuuid: '' });
    expect(screen.getByText('Not published yet: publishing gives it its public address, code and links.')).toBeTruthy();
    expect(custom).not.toHaveBeenCalled();
  });

  it("puts a guide's share on the address and in the code, so the customers who arrive are the guide's", async () => {
    const { calls } = await openDialog({ guide: true });
    await waitFor(() => expect(screen.getByTestId('share-address').textContent).toBe(`${window.location.origin}/smartStore/${VIEW}?share=${GUIDE_SHARE}`));
    expect(screen.getByText('This address carries your share: customers who first arrive through it are yours.')).toBeTruthy();
    await screen.findByRole('img', { name: /Mini-program code/ });
    expect(calls(VIEW_CODE_PATH).map((params) => params.payload)).toEqual([{ viewuuid: VIEW, share: GUIDE_SHARE }]);
    expect(calls(SHARE_TOKEN_PATH)).toEqual([expect.objectContaining({ method: 'get', meta: expect.objectContaining({ silent: true }) })]);
  });

  it('warns a guide whose share could not be had, and still shares the plain address', async () => {
    await openDialog({ guide: true, overrides: { [SHARE_TOKEN_PATH]: () => Promise.reject({ message: 'Forbidden', statusCode: 403 }) } });
    expect(await screen.findByText(/Your share could not be added/)).toBeTruthy();
    expect(screen.getByTestId('share-address').textContent).toBe(`${window.location.origin}/smartStore/${VIEW}`);
  });

  it("shows the server's reason when there is no marketplace link to give", async () => {
    const refused: ApiError = { message: 'No marketplace mini-program is configured on this server (MARKETPLACE_MINI_APP_ID).', statusCode: 409 };
    await openDialog({ overrides: { [MARKETPLACE_LINK_PATH]: () => Promise.reject(refused) } });
    expect((await screen.findByTestId('share-marketplace-failed')).textContent).toBe(refused.message);
  });
});
