import { halls, hallTemplates, planTemplates, plans } from '../../resources/plans/plans.resource.ts';

const LISTS = [plans, halls, hallTemplates, planTemplates];

/**
 * Which list a hidden plan page (editor, preview) belongs to: plans unless the link names another
 * (`?of=halls`, `?of=hall-templates`, `?of=plan-templates`). The id alone would do for the server,
 * but the page needs the list's texts, path and way back. Only merchants' plans and halls link
 * hotspots to content (goods, albums…): templates are the platform's and have none.
 */
export function planPageOf(of: string | null) {
  const resource = LISTS.find((list) => list.name === of) ?? plans;
  return {
    resource,
    name: resource.name,
    path: resource.path,
    route: resource.route,
    query: resource === plans ? '' : `?of=${resource.name}`,
    contentTargets: resource.tenancy === 'merchant',
  };
}
