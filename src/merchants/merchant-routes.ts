import { merchants } from '../../resources/merchants/merchants.resource.ts';

/** The merchant's detail page: a hidden route of spec §2, granted by the merchants page (ACCESS.md). */
export const merchantDetailRoute = (id: unknown) => `${merchants.route}/detail/${String(id)}`;
