import { Link } from 'react-router';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import { CutText } from '../engine/EllipsisText.tsx';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { couponDetailPath } from './marketing-paths.ts';
import { StateTag } from './MarketingTags.tsx';

type Row = Readonly<Record<string, unknown>>;

function CouponNameCell({ row }: { row: Row }) {
  return (
    <CutText block>
      <Link to={couponDetailPath(row.id)} translate="no" data-testid="coupon-detail-link">
        {String(row.name ?? '')}
      </Link>
    </CutText>
  );
}

/**
 * The coupons' browser extension (resources/coupons/coupons.resource.ts): the name opens the
 * coupon's detail page and the status is a coloured tag. The form is the full page `edit/{id}`
 * (CouponEditPage), which shows the validity and target fields the choices make relevant.
 */
export const resourceUi = resourceUiFor(coupons, {
  cells: { name: CouponNameCell, status: ({ row }) => <StateTag words="resources.coupons.statuses" value={row.status} /> },
});
