import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { type Vocabulary, vocabularySchema } from '../../resources/roles/permission-vocabulary.ts';

/** What a roles picker offers (`GET <roles path>/vocabulary`), checked against its schema; an answer of another shape is a failure. */
export function usePermissionVocabulary(url: string): { vocabulary?: Vocabulary; loading: boolean; failed: boolean; retry: () => void } {
  const { query } = useCustom<Vocabulary>({
    url,
    method: 'get',
    successNotification: false,
    // The picker shows its own failure where the tree would be, with a retry.
    errorNotification: false,
    queryOptions: { retry: false, staleTime: 5 * 60_000 },
  });
  // Read the answer itself: `result.data` is an empty object until it arrives.
  const answer = query.data?.data;
  const parsed = useMemo(() => (answer === undefined ? undefined : vocabularySchema.safeParse(answer)), [answer]);
  return {
    vocabulary: parsed?.success ? parsed.data : undefined,
    loading: query.isLoading,
    failed: query.isError || parsed?.success === false,
    retry: () => void query.refetch(),
  };
}
