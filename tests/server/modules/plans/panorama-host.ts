import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoSphere } from '../../../../server/seed/demo-panoramas.ts';
import { FAKE_KUJIALE, type FakeKujiale } from './fake-kujiale.ts';

/** A local web host of panoramas, reached through the test-only `PUBLIC_FETCH_ALLOW`. */
export interface PanoramaHost {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The paths it was asked for, in order. */
  served: string[];
  close(): Promise<void>;
}

/**
 * Serves one 2:1 sphere (1024 px) at every `/images/<name>`, redirects `/redirect?to=<url>`, and
 * answers 404 to anything else.
 */
export async function startPanoramaHost(): Promise<PanoramaHost> {
  const sphere = await demoSphere('Linked', 200, 1024);
  const served: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    served.push(url.pathname);
    if (url.pathname.startsWith('/images/')) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(sphere);
    if (url.pathname === '/redirect') return response.writeHead(302, { location: url.searchParams.get('to')! }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app settings of an import test: a worker, the local hosts reachable, Kujiale at its fake. */
export const importAppEnv = (kujiale: FakeKujiale) => ({
  JOB_WORKER: 'true',
  JOB_POLL_SECONDS: '0.5',
  PUBLIC_FETCH_ALLOW: '127.0.0.1',
  KUJIALE_API_URL: kujiale.url,
  KUJIALE_APP_KEY: FAKE_KUJIALE.appKey,
  KUJIALE_APP_SECRET: FAKE_KUJIALE.appSecret,
});
