import type { BaseRecord, CustomParams, CustomResponse, DataProvider, GetManyParams, GetManyResponse } from '@refinedev/core';

/** What a fake answers: the data the real client would have unwrapped from the envelope. */
type Answer<Params, Data> = (params: Params) => Promise<{ data: Data }>;

const unused = () => Promise.reject(new Error('not used by this test'));

/**
 * A data provider whose `custom` (and, when given, `getMany`) calls are answered by the test's
 * own functions; the CRUD methods refine requires are not used by these tests and refuse.
 */
export function fakeDataProvider(custom: Answer<CustomParams, unknown>, getMany?: Answer<GetManyParams, unknown[]>): DataProvider {
  return {
    getList: unused,
    getOne: unused,
    create: unused,
    update: unused,
    deleteOne: unused,
    getApiUrl: () => '/api',
    // The answer stands in for whatever record type the caller asks for.
    custom: async <TData extends BaseRecord>(params: CustomParams) => (await custom(params)) as CustomResponse<TData>,
    ...(getMany && { getMany: async <TData extends BaseRecord>(params: GetManyParams) => (await getMany(params)) as GetManyResponse<TData> }),
  };
}
