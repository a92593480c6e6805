import type { ActionDialogProps, RecordActionUi } from '../engine/record-action-ui.ts';
import type { RowCell } from '../engine/resource-ui.ts';
import { AccountStatusTag } from './AccountStatusTag.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

/** The browser hints of the actions every account list declares (resources/accounts/account-fields.ts `accountActions`). */
export interface AccountActionsUi {
  enable: RecordActionUi;
  stop: RecordActionUi;
  'reset-password': RecordActionUi;
}

/**
 * The account actions' hints for one account list: enabling is offered only on stopped accounts
 * and stopping only on enabled ones (the other would answer "Status unchanged"), and the password
 * reset collects its new password in a dialog worded with the list's own texts.
 */
export function accountActionsUi(resourceName: string): AccountActionsUi {
  const texts = `resources.${resourceName}`;
  function ResetAccountPasswordDialog(props: ActionDialogProps) {
    return <ResetPasswordDialog {...props} texts={texts} />;
  }
  return {
    enable: { shownFor: (account) => account.status === 'stopped' },
    stop: { shownFor: (account) => account.status === 'enabled' },
    'reset-password': { BodyDialog: ResetAccountPasswordDialog },
  };
}

/** The list cells every account list shares: its status as a coloured tag. */
export const accountCells: { status: RowCell } = { status: AccountStatusTag };
