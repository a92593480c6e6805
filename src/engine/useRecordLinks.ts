import { useMemo } from 'react';
import { RESOURCES, resourceNamed } from '../../resources/index.ts';
import { flattenRoutes } from '../../resources/routes/route-table.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

/** The page of one record: its resource's list with its detail drawer open (useRecordDrawer's `?show=<id>`). */
export const recordPagePath = (route: string, id: number) => `${route}?show=${id}`;

/**
 * Where a record opens, if the session may open it: the first of `resources` whose page the
 * session holds (its route is one of the session's and it may read it), else nowhere.
 */
export type RecordLink = (resources: string | readonly string[], id: number | null | undefined) => string | undefined;

/** The resource of a content kind: the one whose records carry that tag area (goods, albums, plans…). */
export const contentResourceOf = (kind: string | null | undefined) => (kind ? RESOURCES.find((resource) => resource.tagArea === kind)?.name : undefined);

/**
 * The account pages an account of a kind opens on, in order: a merchant's own sub-account pages
 * (the store manager's guides among them), else the operator's pages of every merchant's accounts.
 */
export const ACCOUNT_PAGES: Readonly<Record<string, readonly string[]>> = {
  sub: ['sub-accounts', 'sub-seller-accounts', 'merchant-sub-accounts'],
  master: ['merchant-accounts'],
  staff: ['staff'],
};

/** Links to records' pages, only where the session holds the page (a name stays plain text otherwise). */
export function useRecordLinks(): RecordLink {
  const { routes, checker } = useRequiredSession();
  return useMemo(() => {
    const paths = new Set(flattenRoutes(routes).map((route) => route.path));
    return (names, id) => {
      if (id === null || id === undefined || id <= 0) return undefined;
      for (const name of typeof names === 'string' ? [names] : names) {
        const resource = resourceNamed(name);
        if (resource && paths.has(resource.route) && checker.can(resource.route, 'read')) return recordPagePath(resource.route, id);
      }
      return undefined;
    };
  }, [routes, checker]);
}
