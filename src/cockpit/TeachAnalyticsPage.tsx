import { CockpitPage } from './CockpitPage.tsx';
import { COCKPIT_PAGES } from './cockpit-pages.ts';

/**
 * `/dataCockpit/teachAnalytics`: the guides' analysis. Its texts say guide and store; i18n's school
 * post-processor (src/i18n/school-wording.ts) turns them into student and class for school accounts.
 */
export const TeachAnalyticsPage = () => <CockpitPage config={COCKPIT_PAGES.teach} />;
