import { useCustom } from '@refinedev/core';
import type { z } from 'zod';
import type { ApiError } from '../../providers/http.ts';
import { APP_BACKGROUND_ROUTES, APP_BACKGROUNDS_MAX, type AppBackground, type appBackgroundListSchema } from '../../resources/apps/app-backgrounds.schema.ts';

type ListAnswer = z.infer<typeof appBackgroundListSchema>;

export interface AppBackgroundsState {
  /** The library, oldest first; undefined until the server has answered. */
  list: AppBackground[] | undefined;
  max: number;
  /** Why the library could not be read (shown where it is used, never as a stray toast). */
  error: ApiError | null;
  refetch: () => void;
}

/** The merchant's background library, as App settings and the app form's picker both read it. */
export function useAppBackgrounds(): AppBackgroundsState {
  const { query } = useCustom<ListAnswer>({
    url: APP_BACKGROUND_ROUTES.list,
    method: 'get',
    queryOptions: { retry: false },
    meta: { silent: true },
    errorNotification: false,
    successNotification: false,
  });
  // refine's `result` is an empty object until the call answers: the query's own data says whether it has.
  const answer = query.data?.data;
  return {
    list: answer?.list,
    max: answer?.max ?? APP_BACKGROUNDS_MAX,
    error: (query.error as ApiError | null) ?? null,
    refetch: () => void query.refetch(),
  };
}
