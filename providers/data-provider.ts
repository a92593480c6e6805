import type { CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE } from '../resources/constants.ts';
import simpleRest from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';

interface Page<T> {
  list: T[];
  total: number;
  totalIsEstimate?: boolean;
}

const OPERATOR_SUFFIXES: Record<string, string> = { eq: '', contains: '_like', gte: '_gte', lte: '_lte', in: '_in' };

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
    const suffix = Object.hasOwn(OPERATOR_SUFFIXES, filter.operator) ? OPERATOR_SUFFIXES[filter.operator] : undefined;
    if (filter.field === 'q') query.q = value;
    else if (suffix !== undefined) query[`${filter.field}${suffix}`] = value;
    else throw new Error(`Filter "${filter.field}" uses "${filter.operator}", which the API does not offer (API.md §1): use ${Object.keys(OPERATOR_SUFFIXES).join(', ')}.`);
  }
  return query;
}

/** API.md sort: a comma list of fields, `-` before descending ones. */
export function sortQuery(sorters: CrudSort[] = []): Record<string, string> {
  if (!sorters.length) return {};
  return { sort: sorters.map((sorter) => `${sorter.order === 'desc' ? '-' : ''}${sorter.field}`).join(',') };
}

/**
 * One of the two data providers (API.md): simple-rest with our axios client injected (it already
 * unwraps the envelope), changing only what the API's list shape and parameters need.
 */
export function createDataProvider(client: AxiosInstance, apiUrl: string): DataProvider {
  const base = simpleRest(apiUrl, client);
  return {
    ...base,
    getList: async ({ resource, pagination, filters, sorters }) => {
      const { currentPage = 1, pageSize = DEFAULT_PAGE_SIZE, mode = 'server' } = pagination ?? {};
      const paging: Record<string, string> = mode === 'server' ? { page: String(currentPage), pageSize: String(pageSize) } : {};
      const query = { ...paging, ...sortQuery(sorters), ...filterQuery(filters) };
      const { data } = await client.get<Page<never>>(`${apiUrl}/${resource}?${new URLSearchParams(query)}`);
      const page = data as unknown as Page<never>;
      return { data: page.list, total: page.total, totalIsEstimate: page.totalIsEstimate };
    },
    getMany: async ({ resource, ids }) => {
      const { data } = await client.get(`${apiUrl}/${resource}?${new URLSearchParams({ id_in: ids.join(','), pageSize: String(Math.max(ids.length, 1)) })}`);
      return { data: (data as unknown as Page<never>).list };
    },
  };
}
