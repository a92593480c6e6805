import { CockpitPage } from './CockpitPage.tsx';
import { COCKPIT_PAGES } from './cockpit-pages.ts';

/** `/dataCockpit/storeAnalytics`: per store and per guide, with rankings and the guides' usage time. */
export const StoreAnalyticsPage = () => <CockpitPage config={COCKPIT_PAGES.store} />;
