import { CockpitPage } from './CockpitPage.tsx';
import { COCKPIT_PAGES } from './cockpit-pages.ts';

/** `/dataCockpit/marketAnalytics`: coupon claims and activity sign-ups from the event stream, zeros included. */
export const MarketAnalyticsPage = () => <CockpitPage config={COCKPIT_PAGES.market} />;
