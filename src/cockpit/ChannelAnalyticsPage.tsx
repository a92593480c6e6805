import { CockpitPage } from './CockpitPage.tsx';
import { COCKPIT_PAGES } from './cockpit-pages.ts';

/** `/dataCockpit/miniProgram` and `/dataCockpit/h5`: the figures of one channel group (cockpit-filters.ts names them). */
export const MiniProgramPage = () => <CockpitPage config={COCKPIT_PAGES.miniProgram} />;
export const H5Page = () => <CockpitPage config={COCKPIT_PAGES.h5} />;
