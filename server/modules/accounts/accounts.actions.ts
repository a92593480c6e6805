import type { AccountStatus } from '../../../resources/shared/account-kinds.ts';
import type { RecordActionImpl } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { conflict } from '../../http/app-error.ts';
import { hashPassword } from '../session/passwords.ts';
import { assertNotOwn, tellSessions } from './accounts.hooks.ts';
import { setAccountPasswordHash, setAccountStatus, setMerchantAccountQuota } from './accounts.repository.ts';

/**
 * Enables or stops an account (spec §4). Written to `accounts` itself, whichever list the record
 * came from (the operator's lists are views over accounts and merchants). Stopping ends the
 * account's sessions at once, on every instance.
 */
function setStatus(status: AccountStatus): RecordActionImpl {
  return {
    run: async (run) => {
      const { trx, ctx, resource, record } = run;
      const id = record.id as number;
      if (record.status === status) throw conflict('errors.statusUnchanged');
      if (status === 'stopped') assertNotOwn(ctx, id);
      await setAccountStatus(trx, id, status);
      if (status === 'stopped') await tellSessions(ctx, trx, { accountIds: [id], end: true });
      const after = (await findRecord(trx, resource, ctx.scope, id))!;
      return after;
    },
  };
}

/** Sets a new password; the account's sessions end, as after a change of its own (spec §5 rules). */
const resetPassword: RecordActionImpl = {
  run: async (run) => {
    const { trx, ctx, resource, record, body } = run;
    const id = record.id as number;
    await setAccountPasswordHash(trx, id, await hashPassword(String(body.password)));
    // Ending the writer's own session too would log them out of the page they are on.
    await tellSessions(ctx, trx, { accountIds: [id], end: true, ...('id' in ctx.session ? { keepSessionId: ctx.session.id as number } : {}) });
    const after = (await findRecord(trx, resource, ctx.scope, id))!;
    return after;
  },
};

/** The merchant's sub-account quota, set by the operator on its master account's row. */
export const setQuota: RecordActionImpl = {
  run: async (run) => {
    const { trx, ctx, resource, record, body } = run;
    const id = record.id as number;
    if (record.account_quota === body.account_quota) throw conflict('errors.statusUnchanged');
    await setMerchantAccountQuota(trx, record.merchant_id as number, body.account_quota as number);
    const after = (await findRecord(trx, resource, ctx.scope, id))!;
    return after;
  },
};

/** The actions every account list offers (resources/accounts/account-fields.ts `accountActions`). */
export const ACCOUNT_ACTIONS = { enable: setStatus('enabled'), stop: setStatus('stopped'), 'reset-password': resetPassword } as const;
