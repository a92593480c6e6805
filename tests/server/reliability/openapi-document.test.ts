import { afterAll, beforeAll, expect, it } from 'vitest';
import { isApiPath } from '../../../server/http/envelope.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type ApiDocument, loadApiDocument, operationsOf } from './suite/openapi.ts';

// The suite is generated from the served document, so the document must hold every route.
let t: TestApp;
let document: ApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = await loadApiDocument(t.app);
});
afterAll(() => t.close());

it('documents every API route, each with its access rule', () => {
  const documented = new Set(operationsOf(document).map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`));
  const routes = allApiRoutes(t);
  expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  expect(routes.length).toBe(documented.size);
  expect(routes.length).toBeGreaterThan(250);
});

it('resolves every $ref it makes', () => {
  const text = JSON.stringify(document);
  const refs = new Set(text.match(/#\/components\/schemas\/[^"]+/g) ?? []);
  const unresolved = [...refs].filter((ref) => !document.components?.schemas?.[ref.slice('#/components/schemas/'.length)]);
  expect(unresolved).toEqual([]);
});

/** Every method and URL the router holds: printRoutes draws a tree of path pieces, flattened here. */
function allApiRoutes(app: TestApp): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    if (!isApiPath(url) || url.startsWith('/api/docs')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes;
}
