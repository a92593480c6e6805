import type { CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';

interface Page<T> {
  list: T[];
  total: number;
  totalIsEstimate?: boolean;
}

/** API.md filter operators: `field`, `field_like`, `field_gte`, `field_lte`, `field_in`, `q`. */
export function filterQuery(filters: CrudFilter[] = []): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of filters) {
    if (!('field' in filter) || filter.value === undefined || filter.value === null || filter.value === '') continue;
    const value = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value);
    const suffix = { eq: '', contains: '_like', gte: '_gte', lte: '_lte', in: '_in' }[filter.operator as string];
    if (filter.field === 'q') query.q = value;
    else if (suffix !== undefined) query[`${filter.field}${suffix}`] = value;
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
      const { currentPage = 1, pageSize = 30, mode = 'server' } = pagination ?? {};
      const paging: Record<string, string> = mode === 'server' ? { page: String(currentPage), pageSize: String(pageSize) } : {};
      const query = { ...paging, ...sortQuery(sorters), ...filterQuery(filters) };
      const { data } = await client.get<Page<never>>(`${apiUrl}/${resource}?${new URLSearchParams(query)}`);
      const page = data as unknown as Page<never>;
      return { data: page.list, total: page.total };
    },
    getMany: async ({ resource, ids }) => {
      const { data } = await client.get(`${apiUrl}/${resource}?${new URLSearchParams({ id_in: ids.join(','), pageSize: String(Math.max(ids.length, 1)) })}`);
      return { data: (data as unknown as Page<never>).list };
    },
  };
}
