import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apps } from '../../../resources/apps/apps.resource.ts';
import {
  SHOWROOM_PASS_HEADER,
  SHOWROOM_PASS_HOURS,
  SHOWROOM_UNLOCK_ATTEMPTS,
  SHOWROOM_UNLOCK_WINDOW_SECONDS,
  showroomPaths,
  showroomSchema,
  showroomUnlockBodySchema,
  showroomUnlockSchema,
  viewIdSchema,
} from '../../../resources/apps/showroom.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { showroomScenesAnswer } from './showroom.schema.ts';
import { showroomService } from './showroom.service.ts';

const TAGS = ['showroom'];
const viewParams = z.strictObject({ viewuuid: viewIdSchema });
const planId = z.coerce.number<string>().int().positive();
const viewScenesParams = viewParams.extend({ planId });
const previewScenesParams = idParams.extend({ planId });
const READ_APPS = { page: apps.route, action: 'read' } as const;

const GATE_NOTE = `A showroom with a verify-view password answers its content only to calls carrying a valid pass (POST …/unlock) in the \`${SHOWROOM_PASS_HEADER}\` header.`;
const NOT_OPEN =
  'Code 404 when the view id opens nothing: unknown, an app not published or off shelf, a plan not published, in the recycle bin, or a lapsed merchant.';

const passOf = (request: FastifyRequest) => {
  const header = request.headers[SHOWROOM_PASS_HEADER];
  return typeof header === 'string' ? header : undefined;
};

/**
 * The public showroom's calls (issue 38, `/app-api/showroom/{viewuuid}/...`): no session and no
 * publishable key, the unguessable view id names the showroom and its merchant. And the back
 * office's preview of an app (`/api/apps/{id}/showroom/...`), the same answers through the session.
 */
export function showroomRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'limits'>): void {
  const service = showroomService(deps);

  addRoute(app, {
    method: 'GET',
    url: showroomPaths.showroom(':viewuuid'),
    access: 'public',
    viewId: true,
    summary: `A published app's showroom (or a published plan or hall shown alone): its look (style, backgrounds, music, open screen…) and the merchant's live content it shows. ${GATE_NOTE} Without one, a locked showroom answers \`locked\` and no content. ${NOT_OPEN}`,
    tags: TAGS,
    params: viewParams,
    response: showroomSchema,
    handler: async (request) => service.showroom(request.params.viewuuid, passOf(request), request.language),
  });
  addRoute(app, {
    method: 'POST',
    url: showroomPaths.unlock(':viewuuid'),
    access: 'public',
    viewId: true,
    summary: `Unlocks a showroom with its verify-view password: a pass valid ${SHOWROOM_PASS_HOURS} hours (until the password changes). A wrong password is code 400 with \`errors.password\`; after ${SHOWROOM_UNLOCK_ATTEMPTS} wrong ones from one address within ${SHOWROOM_UNLOCK_WINDOW_SECONDS} seconds, every try on that showroom is code 429 until the window ends. ${NOT_OPEN}`,
    tags: TAGS,
    params: viewParams,
    body: showroomUnlockBodySchema,
    response: showroomUnlockSchema,
    handler: async (request) => service.unlock(request.params.viewuuid, request.body.password, request.ip),
  });
  addRoute(app, {
    method: 'GET',
    url: showroomPaths.scenes(':viewuuid', ':planId'),
    access: 'public',
    viewId: true,
    summary: `The published scenes of a plan or hall the showroom shows (the view's own, or one its app shows, chosen or by tag), with the live content its hotspots open (\`targets\`). Code 404 for any other plan; code 403 while the showroom is locked. ${GATE_NOTE}`,
    tags: TAGS,
    params: viewScenesParams,
    response: showroomScenesAnswer,
    handler: async (request) => service.scenes(request.params.viewuuid, request.params.planId, passOf(request)),
  });

  addRoute(app, {
    method: 'GET',
    url: showroomPaths.previewShowroom(':id'),
    access: READ_APPS,
    summary: "The app's showroom as its public page will show it (the preview): in any state, never locked.",
    tags: [apps.name],
    params: idParams,
    response: showroomSchema,
    handler: async (request) => service.preview(requestScope(request), request.params.id),
  });
  addRoute(app, {
    method: 'GET',
    url: showroomPaths.previewScenes(':id', ':planId'),
    access: READ_APPS,
    summary: "The published scenes of a plan or hall the app shows, as its showroom's viewer gets them (the preview); 404 for any other plan.",
    tags: [apps.name],
    params: previewScenesParams,
    response: showroomScenesAnswer,
    handler: async (request) => service.previewScenes(requestScope(request), request.params.id, request.params.planId),
  });
}
