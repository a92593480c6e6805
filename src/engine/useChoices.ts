import { useCustom } from '@refinedev/core';

/** One choice of a reference field: a record's id and the name it is picked by. */
export interface Choice {
  id: number;
  name: string;
}

/**
 * The choices of a reference field (`FieldOptions.choices`: an API path answering
 * `{ list: [{ id, name }] }`). Every widget of one path shares one request (react-query's cache).
 */
export function useChoices(path: string | undefined): { choices: Choice[]; loading: boolean; nameOf: (id: unknown) => string | undefined } {
  const { query } = useCustom<{ list: Choice[] }>({
    url: path ?? '',
    method: 'get',
    queryOptions: { enabled: Boolean(path), retry: false, staleTime: 30_000 },
    successNotification: false,
    errorNotification: false,
  });
  // `result.data` is an empty object until the answer arrives: read the answer itself.
  const choices = query.data?.data.list ?? [];
  return {
    choices,
    loading: query.isLoading,
    nameOf: (id) => choices.find((choice) => String(choice.id) === String(id))?.name,
  };
}
