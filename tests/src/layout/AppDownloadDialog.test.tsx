import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDownloadDialog } from '../../../src/layout/AppDownloadDialog.tsx';
import { clearErrorLog, useErrorLog } from '../../../src/shell/error-log.ts';
import { renderInApp } from '../render-in-app.tsx';

const WINDOWS_LINK = '/downloads/atrium-9.1.exe';
const FAILED = 'Download failed; download app failed, retry.';

/** The static version files, and the download host answering `linkAnswer` to the question whether the installer is there. */
function fakeServer(linkAnswer: () => Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/version/windows.json')) {
      return new Response(JSON.stringify({ version: '9.1', updateTime: '2026-11-02T08:00:00.000Z', downloadLink: WINDOWS_LINK }));
    }
    if (url.endsWith('/version/android.json')) return new Response('', { status: 404 });
    if (url.endsWith(WINDOWS_LINK) && init?.method === 'HEAD') return linkAnswer();
    throw new Error(`unexpected call ${url}`);
  });
}

async function clickDownload() {
  await renderInApp(
    <App>
      <AppDownloadDialog open onClose={() => undefined} />
    </App>,
  );
  fireEvent.click(await within(await screen.findByTestId('app-windows')).findByRole('button', { name: /Download/ }));
}

const errorLog = () => renderHook(() => useErrorLog()).result.current.map((entry) => entry.message);

let followed: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearErrorLog();
  followed = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('the app download dialog (spec §2, §8)', () => {
  it('says "Download failed; download app failed, retry." when the installer cannot be had, and logs it', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(async () => new Response('', { status: 404 })),
    );
    await clickDownload();
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(errorLog()).toEqual([`${FAILED} (${WINDOWS_LINK})`]);
    expect(followed).not.toHaveBeenCalled();
  });

  it('says the same when the download host cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await clickDownload();
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(errorLog()).toHaveLength(1);
  });

  it('starts the download when the installer is there, saying nothing', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(async () => new Response(null, { status: 200 })),
    );
    await clickDownload();
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    expect((followed.mock.contexts[0] as HTMLAnchorElement).href).toBe(new URL(WINDOWS_LINK, window.location.href).href);
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(errorLog()).toEqual([]);
  });
});
