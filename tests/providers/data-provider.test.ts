import type { CrudFilter, CrudSort } from '@refinedev/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider, filterQuery, sortQuery } from '../../providers/data-provider.ts';
import { type HttpEvent, httpEvents } from '../../providers/http-events.ts';
import { createMainClient } from '../../providers/http.ts';
import { type LocalServer, startLocalServer } from './local-server.ts';

const sofa = { id: 7, name: 'Sofa' };
/** The first bytes of a PNG and a few more: what matters is that they come back unchanged. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 254, 255]);
let server: LocalServer;
let provider: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  server = await startLocalServer(({ method, url }) => {
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/api/commodities') return { body: { status_code: 200, data: { list: [sofa], total: 41, page: 2, pageSize: 10 } } };
    if (method === 'GET' && path === '/api/commodities/7') return { body: { status_code: 200, data: sofa } };
    if (method === 'POST' && path === '/api/commodities') return { body: { status_code: 200, data: { id: 8, name: 'Lamp' } } };
    if (method === 'POST' && path === '/api/commodities/batch/delete')
      return { body: { status_code: 200, data: { ok: [7], failed: [{ id: 9, message: 'Not found' }] } } };
    if (method === 'POST' && path === '/api/commodities/7/shelve') return { body: { status_code: 200, data: { ...sofa, on_shelf: true } } };
    if (method === 'POST' && path === '/api/commodities/batch/share') return { body: { status_code: 200, data: { ok: [7, 8], failed: [] } } };
    if (method === 'POST' && path === '/api/code.png') return { body: PNG_BYTES, type: 'image/png' };
    if (method === 'POST' && path === '/api/code-refused') return { status: 502, body: { status_code: 502, message: 'Export QR code failed; try later.' } };
    if (method === 'POST' && path === '/api/code-json') return { body: { status_code: 409, message: '' } };
    return { status: 404, body: { status_code: 404, message: 'Not found' } };
  });
  provider = createDataProvider(createMainClient({ networkFailure: () => 'network' }, server.url), '/api');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** The query string the server received, as plain pairs. */
const lastQuery = () => Object.fromEntries(new URL(server.requests.at(-1)?.url ?? '', server.url).searchParams);

describe('getList (API.md §1 lists)', () => {
  it('sends page, pageSize, sort and filters, and returns { data, total }', async () => {
    const result = await provider.getList({
      resource: 'commodities',
      pagination: { currentPage: 2, pageSize: 10 },
      sorters: [
        { field: 'created_at', order: 'desc' },
        { field: 'name', order: 'asc' },
      ],
      filters: [
        { field: 'name', operator: 'contains', value: 'so' },
        { field: 'status', operator: 'in', value: [1, 2] },
      ],
    });
    expect(result).toEqual({ data: [sofa], total: 41 });
    expect(server.requests.at(-1)?.url.split('?')[0]).toBe('/api/commodities');
    expect(lastQuery()).toEqual({ page: '2', pageSize: '10', sort: '-created_at,name', name_like: 'so', status_in: '1,2' });
  });

  it('asks for page 1 of 30 when the view gives no pagination (spec §9 list default)', async () => {
    await provider.getList({ resource: 'commodities' });
    expect(lastQuery()).toEqual({ page: '1', pageSize: '30' });
  });

  it('sends no paging when pagination is off or client-side', async () => {
    await provider.getList({ resource: 'commodities', pagination: { mode: 'off' } });
    expect(lastQuery()).toEqual({});
    await provider.getList({ resource: 'commodities', pagination: { mode: 'client', currentPage: 3 } });
    expect(lastQuery()).toEqual({});
  });

  it('getMany asks for the ids with id_in and a page large enough to hold them', async () => {
    expect(await provider.getMany?.({ resource: 'commodities', ids: [7, 9, 11] })).toEqual({ data: [sofa] });
    expect(lastQuery()).toEqual({ id_in: '7,9,11', pageSize: '3' });
  });

  it('getOne and create go through the same unwrapping client', async () => {
    expect(await provider.getOne({ resource: 'commodities', id: 7 })).toEqual({ data: sofa });
    expect(await provider.create({ resource: 'commodities', variables: { name: 'Lamp' } })).toEqual({ data: { id: 8, name: 'Lamp' } });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', body: JSON.stringify({ name: 'Lamp' }) });
  });

  it('rejects with the API error of a failed list', async () => {
    await expect(provider.getList({ resource: 'nothing' })).rejects.toMatchObject({ statusCode: 404, message: 'Not found' });
  });
});

describe('batch delete and record actions (API.md §1)', () => {
  const lastBody = () => JSON.parse(server.requests.at(-1)?.body ?? 'null');

  it('deleteMany posts the ids to batch/delete and answers what was done and what failed', async () => {
    const result = await provider.deleteMany({ resource: 'commodities', ids: [7, 9] });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/commodities/batch/delete' });
    expect(lastBody()).toEqual({ ids: [7, 9] });
    expect(result.data).toEqual({ ok: [7], failed: [{ id: 9, message: 'Not found' }] });
  });

  it('recordAction on one record posts its body to <id>/<action> and answers the record', async () => {
    const result = await provider.recordAction({ resource: 'commodities', action: { name: 'shelve' }, id: 7 });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/commodities/7/shelve' });
    expect(lastBody()).toEqual({});
    expect(result.data).toEqual({ ...sofa, on_shelf: true });
  });

  it('recordAction on one record posts to the path the action declares, where it declares one', async () => {
    await provider.recordAction({ resource: 'commodities', action: { name: 'shelve', path: '/api/commodities/shelf/{id}' }, id: 7 }).catch(() => undefined);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/commodities/shelf/7' });
  });

  it('recordAction on several records posts the ids with the body to batch/<action>', async () => {
    const result = await provider.recordAction({ resource: 'commodities', action: { name: 'share' }, ids: [7, 8], body: { visibility: 'all' } });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/commodities/batch/share' });
    expect(lastBody()).toEqual({ visibility: 'all', ids: [7, 8] });
    expect(result.data).toEqual({ ok: [7, 8], failed: [] });
  });
});

describe('custom calls', () => {
  const events: HttpEvent[] = [];
  let unsubscribe: () => void;
  beforeAll(() => {
    unsubscribe = httpEvents.subscribe((event) => events.push(event));
  });
  afterAll(() => unsubscribe());
  beforeEach(() => {
    events.length = 0;
  });

  it('answers the data of a GET, with its query', async () => {
    expect(await provider.custom!({ url: '/api/commodities/7', method: 'get', query: { fields: 'name' } })).toEqual({ data: sofa });
    expect(lastQuery()).toEqual({ fields: 'name' });
    expect(await provider.custom!({ url: '/api/commodities/7', method: 'get', meta: { silent: true } })).toEqual({ data: sofa });
  });

  it('tells the interface of a failure, unless the caller asks it to be silent and handles it itself', async () => {
    await expect(provider.custom!({ url: '/api/nothing', method: 'get' })).rejects.toMatchObject({ statusCode: 404 });
    expect(events).toEqual([expect.objectContaining({ type: 'error', message: 'Not found' })]);
    events.length = 0;
    await expect(provider.custom!({ url: '/api/nothing', method: 'get', meta: { silent: true } })).rejects.toMatchObject({ statusCode: 404 });
    expect(events).toEqual([]);
  });

  it('answers a Blob of the bytes sent when asked for them (binary), with the type the server named', async () => {
    const { data } = await provider.custom!<Blob>({ url: '/api/code.png', method: 'post', payload: { viewuuid: 'a1' }, meta: { binary: true } });
    expect(data).toBeInstanceOf(Blob);
    expect(data.type).toBe('image/png');
    expect(Buffer.from(await data.arrayBuffer())).toEqual(PNG_BYTES);
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ viewuuid: 'a1' });
  });

  it('rejects a JSON answer in place of the bytes with its envelope, silently when asked (spec §8)', async () => {
    await expect(provider.custom!({ url: '/api/code-refused', method: 'post', meta: { binary: true } })).rejects.toMatchObject({
      statusCode: 502,
      message: 'Export QR code failed; try later.',
    });
    expect(events).toEqual([expect.objectContaining({ type: 'error', message: 'Export QR code failed; try later.' })]);
    events.length = 0;
    // A JSON failure with an empty reason, HTTP 200: still no Blob.
    await expect(provider.custom!({ url: '/api/code-json', method: 'post', meta: { binary: true, silent: true } })).rejects.toMatchObject({ statusCode: 409 });
    expect(events).toEqual([]);
  });
});

describe('filterQuery (API.md filter operators)', () => {
  it.each<[string, CrudFilter[], Record<string, string>]>([
    ['equality', [{ field: 'status', operator: 'eq', value: 1 }], { status: '1' }],
    [
      'equality with zero and false',
      [
        { field: 'sort', operator: 'eq', value: 0 },
        { field: 'shelved', operator: 'eq', value: false },
      ],
      { sort: '0', shelved: 'false' },
    ],
    ['contains → _like', [{ field: 'name', operator: 'contains', value: 'sofa' }], { name_like: 'sofa' }],
    [
      'gte / lte ranges',
      [
        { field: 'price', operator: 'gte', value: 10 },
        { field: 'price', operator: 'lte', value: 99 },
      ],
      { price_gte: '10', price_lte: '99' },
    ],
    ['in → comma list', [{ field: 'id', operator: 'in', value: [3, 4] }], { id_in: '3,4' }],
    ['q is the search field, whatever the operator', [{ field: 'q', operator: 'contains', value: 'lamp' }], { q: 'lamp' }],
    ['dates as ISO-8601', [{ field: 'created_at', operator: 'gte', value: new Date('2026-03-01T08:00:00Z') }], { created_at_gte: '2026-03-01T08:00:00.000Z' }],
    [
      'dayjs-like values as ISO-8601',
      [{ field: 'created_at', operator: 'lte', value: { toISOString: () => '2026-03-31T23:59:59.000Z' } }],
      { created_at_lte: '2026-03-31T23:59:59.000Z' },
    ],
    [
      'empty values are no filter',
      [
        { field: 'a', operator: 'eq', value: '' },
        { field: 'b', operator: 'eq', value: null },
        { field: 'c', operator: 'eq', value: undefined },
      ],
      {},
    ],
    ['a cleared multi-select is no filter', [{ field: 'status', operator: 'in', value: [] }], {}],
    ['nothing', [], {}],
  ])('%s', (_, filters, expected) => {
    expect(filterQuery(filters)).toEqual(expected);
  });

  it.each<[string, CrudFilter]>([
    ['an operator the API lacks', { field: 'status', operator: 'ne', value: 1 }],
    ['a range the API spells differently', { field: 'created_at', operator: 'between', value: ['2026-01-01', '2026-02-01'] }],
    ['an or group', { operator: 'or', value: [{ field: 'a', operator: 'eq', value: 1 }] }],
  ])('refuses %s instead of dropping it', (_, filter) => {
    expect(() => filterQuery([filter])).toThrow(/API\.md/);
  });
});

describe('sortQuery', () => {
  it.each<[CrudSort[], Record<string, string>]>([
    [[], {}],
    [[{ field: 'name', order: 'asc' }], { sort: 'name' }],
    [[{ field: 'created_at', order: 'desc' }], { sort: '-created_at' }],
    [
      [
        { field: 'created_at', order: 'desc' },
        { field: 'name', order: 'asc' },
      ],
      { sort: '-created_at,name' },
    ],
  ])('%j → %j', (sorters, expected) => {
    expect(sortQuery(sorters)).toEqual(expected);
  });
});
