import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  APP_BACKGROUND_ROUTES,
  APP_BACKGROUNDS_MAX,
  appBackgroundBodySchema,
  appBackgroundListSchema,
  appBackgroundSchema,
} from '../../../resources/apps/app-backgrounds.schema.ts';
import { apps } from '../../../resources/apps/apps.resource.ts';
import { APP_SETTINGS_PAGE } from '../../../resources/stats/stats-settings.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope, writeContext } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { addBackground, listBackgrounds, removeBackground } from './app-backgrounds.service.ts';

/**
 * The merchant's background library (spec §9): kept under App settings, whose `edit` changes it;
 * read there and by the app form's background picker, so either page's `read` lets a caller list it.
 */
export function appBackgroundsRoutes(app: FastifyInstance, { db, env }: Pick<RouteDeps, 'db' | 'env'>): void {
  const tags = ['settings'];
  const edit = { page: APP_SETTINGS_PAGE, action: 'edit' };
  addRoute(app, {
    method: 'GET',
    url: APP_BACKGROUND_ROUTES.list,
    access: [
      { page: APP_SETTINGS_PAGE, action: 'read' },
      { page: apps.route, action: 'read' },
    ],
    summary: `The merchant's background library (at most ${APP_BACKGROUNDS_MAX} images or videos), oldest first: what apps pick their PC and mobile backgrounds from`,
    tags,
    response: appBackgroundListSchema,
    handler: async (request) => ({ list: await listBackgrounds(db, requestScope(request)), max: APP_BACKGROUNDS_MAX }),
  });
  addRoute(app, {
    method: 'POST',
    url: APP_BACKGROUND_ROUTES.list,
    access: edit,
    summary: `Add a file the merchant uploaded (an image of upload kind "cover", a video of kind "video") to the library; the ${APP_BACKGROUNDS_MAX + 1}th is refused (409). Audited (add-background)`,
    tags,
    body: appBackgroundBodySchema,
    response: appBackgroundSchema,
    handler: async (request) => addBackground(writeContext(db, request), request.body, env.FILES_DOMAIN),
  });
  addRoute(app, {
    method: 'DELETE',
    url: APP_BACKGROUND_ROUTES.one,
    access: edit,
    summary: 'Take a background out of the library (the file stays stored); refused (409, naming them) while apps show it. Audited (remove-background)',
    tags,
    params: idParams,
    response: z.object({ id: z.number() }),
    handler: async (request) => {
      await removeBackground(writeContext(db, request), request.params.id);
      return { id: request.params.id };
    },
  });
}
