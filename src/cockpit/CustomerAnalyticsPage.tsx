import { CockpitPage } from './CockpitPage.tsx';
import { COCKPIT_PAGES } from './cockpit-pages.ts';

/** `/dataCockpit/customerAnalytics`: visitors, their sources and regions, content, tags and guides (a guide sees its own). */
export const CustomerAnalyticsPage = () => <CockpitPage config={COCKPIT_PAGES.customer} />;
