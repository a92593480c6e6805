import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { merchants } from '../../resources/merchants/merchants.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { MerchantExpiry } from './MerchantExpiry.tsx';
import { merchantDetailRoute } from './merchant-routes.ts';

/** A merchant's name, leading to its detail page (shops, accounts, usage, last changes). */
function MerchantName({ row }: { row: Readonly<Record<string, unknown>> }) {
  return (
    <Link to={merchantDetailRoute(row.id)} onClick={(event) => event.stopPropagation()} data-testid="merchant-detail-link" translate="no">
      {String(row.name ?? '')}
    </Link>
  );
}

function MerchantStatus({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  return <Tag color={row.status === 'disabled' ? 'default' : 'success'}>{t(`resources.merchants.statuses.${String(row.status)}`)}</Tag>;
}

/**
 * The merchants' browser extension (resources/merchants/merchants.resource.ts): the name links to
 * the detail page, the expiry date carries its warning or "expired" tag (the one place the list
 * says it: the expiry status is a filter only), the state a coloured tag.
 */
export const resourceUi = resourceUiFor(merchants, {
  cells: { name: MerchantName, overdue_time: MerchantExpiry, status: MerchantStatus },
});
