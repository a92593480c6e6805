import { call, login } from './api.ts';
import { LARGEST_ACCOUNT } from './config.ts';
import { rate, ratio } from './format.ts';
import { sideBySide } from './measure.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';
import { measureShowroomBundle, SHOWROOM_FIRST_DOWNLOAD_GOAL_KB, SHOWROOM_PAGE } from './showroom-bundle.ts';

/**
 * Figure 13 (issue 38 "Demo data and bench"): the public showroom's first download, gzip kB against
 * its 150 kB goal (bench/showroom-bundle.ts), and its page's requests/s: `GET /smartStore/<viewuuid>`
 * (the view looked up, the merchant's live keys read, the configuration put into the built page)
 * ÷ a bare static GET of the same built page from the same server, A B B A. The app is made and
 * published through the API for the run, as a merchant would.
 */
export async function measureShowroom(run: BenchRun, distDir: string): Promise<{ figures: Figure[]; raw: Record<string, unknown> }> {
  run.step('figure 13: the showroom page ÷ the static page, req/s');
  const bundle = measureShowroomBundle(distDir);
  const server = await run.startApp('showroom', distDir, { JOB_WORKER: 'false' });
  try {
    const base = server.url;
    const headers = { ...(await login(base, LARGEST_ACCOUNT)), 'content-type': 'application/json' };
    const { id } = await call<{ id: number }>(`${base}/api/apps`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench showroom ${Date.now()}` }) });
    await call(`${base}/api/apps/${id}/publish`, { method: 'POST', headers, body: '{}' });
    const { viewuuid } = await call<{ viewuuid: string | null }>(`${base}/api/apps/${id}`, { headers });
    if (!viewuuid) throw new Error(`figure 13: app ${id} has no view id after publishing`);
    const pair = await sideBySide(run.config, { url: `${base}/smartStore/${viewuuid}` }, { url: `${base}/${SHOWROOM_PAGE}` });
    run.check('figure 13 (page)', pair.a);
    run.check('figure 13 (static)', pair.b);
    const figures: Figure[] = [
      {
        id: '13a',
        name: 'showroom first download, gzip',
        value: bundle.kb,
        unit: 'kB',
        goal: { op: '<=', value: SHOWROOM_FIRST_DOWNLOAD_GOAL_KB },
        detail: `JS ${bundle.jsKb.toFixed(1)} kB in ${bundle.files.length - 1} files, CSS ${bundle.cssKb.toFixed(1)} kB; the 360° viewer loads when a plan opens`,
      },
      {
        id: '13b',
        name: 'showroom page ÷ static page, req/s',
        value: ratio(pair.a.rps, pair.b.rps),
        detail: `GET /smartStore/<viewuuid> ${rate(pair.a)} ÷ GET /${SHOWROOM_PAGE} ${rate(pair.b)}`,
      },
    ];
    return { figures, raw: { bundle, page: pair.a, static: pair.b } };
  } finally {
    await run.stopServer(server);
  }
}
