import { useCustom } from '@refinedev/core';
import { GUIDE_ROLE_TAG } from '../../resources/constants.ts';
import type { shareTokenAnswer } from '../../resources/customers/customer-api.schema.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import type { z } from 'zod';

/** The caller's own share parameter (server/modules/customer-api/customer-api.routes.ts). */
export const SHARE_TOKEN_PATH = '/api/customers/share-token';

/**
 * A shopping guide's share parameter for the links it shares (issue 36 "Who owns a customer"):
 * customers who first arrive through a link carrying it become the guide's. Only a guide's is
 * asked for: a manager's share names nobody, so its links stay plain. `ready` once there is
 * nothing more to wait for; `failed` when a guide's could not be had.
 */
export function useGuideShare(enabled: boolean) {
  const guide = useRequiredSession().profile.role_tag === GUIDE_ROLE_TAG;
  const { query } = useCustom<z.infer<typeof shareTokenAnswer>>({
    url: SHARE_TOKEN_PATH,
    method: 'get',
    meta: { silent: true },
    queryOptions: { enabled: enabled && guide, retry: false, staleTime: Number.POSITIVE_INFINITY },
    successNotification: false,
    errorNotification: false,
  });
  if (!guide) return { share: undefined, ready: true, failed: false };
  const share = query.data?.data?.share;
  return { share, ready: Boolean(share) || query.isError, failed: query.isError };
}
