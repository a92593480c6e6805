import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_TITLE } from '../../resources/constants.ts';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';
import { useRouteTitle } from '../shell/route-title.ts';

NProgress.configure({ showSpinner: false });

/** Spec §2: `<route title> - Atrium` as the page title, and a progress bar on every route change. */
export function usePageChrome(routes: RouteEntry[]): void {
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a trigger, so the title follows a language switch
  useEffect(() => {
    NProgress.start();
    const entry = matchRoute(routes, pathname);
    document.title = entry ? `${title(entry.path)} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
    const done = window.setTimeout(() => NProgress.done(), 200);
    return () => window.clearTimeout(done);
  }, [pathname, routes, title, i18n.language]);
}
