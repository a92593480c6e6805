import { halls, plans } from '../../resources/plans/plans.resource.ts';

/**
 * Which list a hidden plan page (editor, preview) belongs to: plans unless the link says `?of=halls`.
 * The id alone would do for the server, but the page needs the list's texts, path and way back.
 */
export function planPageOf(of: string | null) {
  const resource = of === halls.name ? halls : plans;
  return { resource, name: resource.name, path: resource.path, route: resource.route, query: resource === plans ? '' : `?of=${resource.name}` };
}
