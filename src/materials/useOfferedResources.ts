import { useCustom } from '@refinedev/core';
import { OFFERED_RESOURCES_PATH, type OfferedResource } from '../../resources/system-resources/offered-resource.schema.ts';

/** The platform's shared files offered to the session's merchant (read-only, newest first). */
export function useOfferedResources(): { resources: OfferedResource[]; loading: boolean; failed: boolean } {
  const { query } = useCustom<{ list: OfferedResource[] }>({
    url: OFFERED_RESOURCES_PATH,
    method: 'get',
    successNotification: false,
    errorNotification: false,
    queryOptions: { retry: false, staleTime: 60_000 },
  });
  return { resources: query.data?.data.list ?? [], loading: query.isLoading, failed: query.isError };
}
