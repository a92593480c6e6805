import { Link } from 'react-router';
import { CutText } from '../engine/EllipsisText.tsx';
import { customerDetailPath, orderEditPath } from './customer-paths.ts';

type Row = Readonly<Record<string, unknown>>;

/** A customer's nickname in the customer list, opening its detail page. */
export function CustomerNicknameCell({ row }: { row: Row }) {
  return (
    <CutText block>
      <Link to={customerDetailPath(row.id, row.mp_user_id)} translate="no" data-testid="customer-detail-link">
        {String(row.nickname ?? '')}
      </Link>
    </CutText>
  );
}

/** An intention order's number in the order list, opening the order's page. */
export function OrderNumberCell({ row }: { row: Row }) {
  return (
    <CutText block>
      <Link to={orderEditPath(row.id)} translate="no" data-testid="order-edit-link">
        {String(row.number ?? '')}
      </Link>
    </CutText>
  );
}
