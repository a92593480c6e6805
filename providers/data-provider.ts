import type { CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE } from '../resources/constants.ts';
import simpleRest from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';
import { type ActionRoute, type BatchResult, batchPath, type FilterOperator, filterParameter, recordActionPath } from '../resources/wire/protocol.ts';

interface Page<T> {
  list: T[];
  total: number;
  totalIsEstimate?: boolean;
}

/** refine's operators that the API's filter suffixes express (API.md §1), and the operator each maps to. */
const REFINE_OPERATORS: Record<string, FilterOperator> = { eq: 'eq', contains: 'like', gte: 'gte', lte: 'lte', in: 'in' };

function isEmptyFilterValue(value: unknown): boolean {
  // A cleared multi-select gives [], which means "no filter", not "match nothing" (`field_in=`).
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function filterValue(value: unknown): string {
  // API.md: dates travel as ISO-8601; Date and dayjs both know how to say it.
  const text = (item: unknown) => (typeof (item as { toISOString?: unknown })?.toISOString === 'function' ? (item as Date).toISOString() : String(item));
  return Array.isArray(value) ? value.map(text).join(',') : text(value);
}

/**
 * API.md filter operators: `field`, `field_like`, `field_gte`, `field_lte`, `field_in`, `q`.
 * Any other operator, or an and/or group, throws: dropping it would show an unfiltered list as if
 * it were filtered.
 */
export function filterQuery(filters: CrudFilter[] = []): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of filters) {
    if (!('field' in filter)) throw new Error(`The API has no "${filter.operator}" filter groups (API.md §1): send plain field filters.`);
    if (isEmptyFilterValue(filter.value)) continue;
    const value = filterValue(filter.value);
    const operator = Object.hasOwn(REFINE_OPERATORS, filter.operator) ? REFINE_OPERATORS[filter.operator] : undefined;
    if (filter.field === 'q') query.q = value;
    else if (operator !== undefined) query[filterParameter(filter.field, operator)] = value;
    else
      throw new Error(
        `Filter "${filter.field}" uses "${filter.operator}", which the API does not offer (API.md §1): use ${Object.keys(REFINE_OPERATORS).join(', ')}.`,
      );
  }
  return query;
}

/** API.md sort: a comma list of fields, `-` before descending ones. */
export function sortQuery(sorters: CrudSort[] = []): Record<string, string> {
  if (!sorters.length) return {};
  return { sort: sorters.map((sorter) => `${sorter.order === 'desc' ? '-' : ''}${sorter.field}`).join(',') };
}

/** A declared record action on one record (`id`) or several (`ids`), with the action's own body fields. */
export interface RecordActionCall {
  /** refine's resource name: the API path after `/api/`. */
  resource: string;
  action: ActionRoute;
  id?: number;
  ids?: number[];
  body?: Record<string, unknown>;
}

/** The main API's data provider: refine's methods plus the record actions of API.md §1. */
export type AtriumDataProvider = DataProvider & {
  deleteMany: NonNullable<DataProvider['deleteMany']>;
  /** One record: answers the record to show; several: answers each id's outcome. */
  recordAction(call: RecordActionCall): Promise<{ data: unknown }>;
};

/**
 * One of the two data providers (API.md): simple-rest with our axios client injected (it already
 * unwraps the envelope), changing only what the API's list shape and parameters need.
 */
export function createDataProvider(client: AxiosInstance, apiUrl: string): AtriumDataProvider {
  const base = simpleRest(apiUrl, client);
  const collection = (resource: string) => `${apiUrl}/${resource}`;
  return {
    ...base,
    /** `POST <resource>/batch/delete` with `{ ids }`: each id is deleted or fails on its own. */
    deleteMany: async ({ resource, ids }) => {
      const { data } = await client.post(batchPath(collection(resource), 'delete'), { ids });
      return { data: data as unknown as BatchResult as never };
    },
    recordAction: async ({ resource, action, id, ids, body = {} }) => {
      const url = id !== undefined ? recordActionPath(collection(resource), action, id) : batchPath(collection(resource), action.name);
      const { data } = await client.post(url, id !== undefined ? body : { ...body, ids });
      return { data };
    },
    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const { currentPage = 1, pageSize = DEFAULT_PAGE_SIZE, mode = 'server' } = pagination ?? {};
      const paging: Record<string, string> = mode === 'server' ? { page: String(currentPage), pageSize: String(pageSize) } : {};
      // A list answers its columns and light fields; `meta.fields` asks for more (API.md §1).
      const fields: Record<string, string> = Array.isArray(meta?.fields) && meta.fields.length ? { fields: meta.fields.join(',') } : {};
      const query = { ...paging, ...sortQuery(sorters), ...filterQuery(filters), ...fields };
      const { data } = await client.get<Page<never>>(`${apiUrl}/${resource}?${new URLSearchParams(query)}`);
      const page = data as unknown as Page<never>;
      return { data: page.list, total: page.total, totalIsEstimate: page.totalIsEstimate };
    },
    /**
     * refine's custom call, as simple-rest makes it; with `meta: { silent: true }` a failure is the
     * caller's alone to handle, and the interface is told nothing (providers/http.ts `silent`); with
     * `meta: { binary: true }` the answer is a Blob of the bytes sent (a PNG), a JSON one a failure.
     */
    custom: async (params) => {
      const silent = params.meta?.silent === true;
      const binary = params.meta?.binary === true;
      if (!silent && !binary) return base.custom!(params);
      const { url, method, query, payload, headers } = params;
      const { data } = await client.request({ url, method, params: query, data: payload, headers, silent, ...(binary && { responseType: 'arraybuffer' }) });
      return { data: data as never };
    },
    getMany: async ({ resource, ids }) => {
      const { data } = await client.get(`${apiUrl}/${resource}?${new URLSearchParams({ id_in: ids.join(','), pageSize: String(Math.max(ids.length, 1)) })}`);
      return { data: (data as unknown as Page<never>).list };
    },
  };
}
