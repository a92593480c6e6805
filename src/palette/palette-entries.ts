import type { AccessChecker } from '../../resources/access/enforcer.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { flattenRoutes, routeTitleKey, type RouteEntry } from '../../resources/routes/route-table.ts';
import type { RecentRecord } from './recent-records.ts';

/** One choice of the command palette: what it says and where it leads. */
export interface PaletteEntry {
  id: string;
  name: string;
  section: string;
  subtitle?: string;
  /** Extra words the palette's own filter matches on. */
  keywords?: string;
  /** The path (with its query) choosing the entry navigates to. */
  to: string;
}

/** The i18n function the builders need; i18next's `t` fits. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A list record as the API returns it: an id and whatever fields the resource declares. */
export type ListRecord = { id: number | string } & Record<string, unknown>;

/** The hits of one resource for one typed query. */
export interface RecordHits {
  resource: ResourceDefinition;
  records: ListRecord[];
}

/** Where the generic screens open a resource's create form. */
export const createPath = (route: string) => `${route}?create=1`;
/** Where the generic screens open one record's detail view. */
export const recordPath = (route: string, id: number | string) => `${route}?show=${encodeURIComponent(String(id))}`;

const routeTitle = (t: Translate, path: string) => t(routeTitleKey(path), { defaultValue: t('tags.noName') });
const resourceTitle = (t: Translate, resource: ResourceDefinition) => t(`resources.${resource.name}.title`);
const recordNoun = (t: Translate, resource: ResourceDefinition) => t(`resources.${resource.name}.record`);

/** Every route path the session may open, hidden ones included (they are still reachable by link). */
export function permittedPaths(routes: RouteEntry[]): Set<string> {
  return new Set(flattenRoutes(routes).map((route) => route.path));
}

/**
 * One entry per page of the menu: the permitted routes without hidden ones (and without their
 * children), each in the section of its menu group.
 */
export function pageEntries(routes: RouteEntry[], t: Translate, section?: string): PaletteEntry[] {
  return routes
    .filter((route) => !route.hidden)
    .flatMap((route) => {
      if (route.children) return pageEntries(route.children, t, routeTitle(t, route.path));
      const name = routeTitle(t, route.path);
      return [{ id: `page:${route.path}`, name, section: section ?? t('palette.pages'), to: route.path }];
    });
}

/** "New <record>" for each writable resource whose page the session has and whose create it may do. */
/**
 * Whether the resource is the one its route's page shows: the first declared for the route. A
 * resource sharing another's route for its permission (appointments, the activity centre's) lives
 * in that page's tabs, so the palette neither creates nor opens it at the route.
 */
const ownsItsPage = (resource: ResourceDefinition, resources: readonly ResourceDefinition[]) =>
  resources.find((one) => one.route === resource.route) === resource;

export function createEntries(resources: readonly ResourceDefinition[], routes: RouteEntry[], checker: AccessChecker, t: Translate): PaletteEntry[] {
  const paths = permittedPaths(routes);
  return resources
    .filter((resource) => ownsItsPage(resource, resources) && resource.writable && paths.has(resource.route) && checker.can(resource.route, 'create'))
    .map((resource) => ({
      id: `create:${resource.name}`,
      name: t('engine.createTitle', { record: recordNoun(t, resource) }),
      subtitle: resourceTitle(t, resource),
      section: t('palette.create'),
      to: createPath(resource.route),
    }));
}

/** The resources the palette searches: readable, on a page of the session, with searchable fields. */
export function searchableResources(resources: readonly ResourceDefinition[], routes: RouteEntry[], checker: AccessChecker): ResourceDefinition[] {
  const paths = permittedPaths(routes);
  return resources.filter(
    (resource) => ownsItsPage(resource, resources) && resource.searchFields.length > 0 && paths.has(resource.route) && checker.can(resource.route, 'read'),
  );
}

/** Recently opened records, skipping those whose resource the session can no longer open. */
export function recentEntries(recent: readonly RecentRecord[], resources: readonly ResourceDefinition[], routes: RouteEntry[], t: Translate): PaletteEntry[] {
  const paths = permittedPaths(routes);
  return recent.flatMap((entry) => {
    const resource = resources.find((candidate) => candidate.name === entry.resource);
    if (!resource || !ownsItsPage(resource, resources) || !paths.has(resource.route)) return [];
    return [
      {
        id: `recent:${resource.name}:${entry.id}`,
        name: entry.title || `#${entry.id}`,
        subtitle: resourceTitle(t, resource),
        section: t('palette.recent'),
        to: recordPath(resource.route, entry.id),
      },
    ];
  });
}

/** The name a record goes by: its title field, else its id. */
export function recordTitle(resource: ResourceDefinition, record: ListRecord): string {
  const value = record[resource.titleField];
  return value === null || value === undefined || value === '' ? `#${record.id}` : String(value);
}

/**
 * "Go to <record>: <title>" for each hit. The query becomes a keyword: the server may have matched
 * a field the name does not show, and the palette's own filter must not hide that hit again.
 */
export function searchEntries(hits: readonly RecordHits[], query: string, t: Translate): PaletteEntry[] {
  return hits.flatMap(({ resource, records }) =>
    records.map((record) => ({
      id: `record:${resource.name}:${record.id}`,
      name: t('palette.goTo', { record: recordNoun(t, resource), title: recordTitle(resource, record) }),
      subtitle: resourceTitle(t, resource),
      section: t('palette.records'),
      keywords: query,
      to: recordPath(resource.route, record.id),
    })),
  );
}
