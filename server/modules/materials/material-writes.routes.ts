import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MaterialArea } from '../../../resources/materials/material-constants.ts';
import { batchMoveBody, changeBody, folderBody, itemBody, moveBody, speechBody, speechUpdateBody } from '../../../resources/materials/material.schema.ts';
import { materialPaths, materialSchema } from '../../../resources/materials/material-record.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { batchBody, batchResult, idParams, type RequestCaller } from '../../engine/request-context.ts';
import { batchWrite } from '../../engine/resource.service.ts';
import { addRoute } from '../../http/route.ts';
import { areaAccess, failureMessage, materialContext, MATERIAL_TAGS as tags } from './material-access.ts';
import { moveMaterial } from './material-move.service.ts';
import { changeMaterial, createFolder, createItem, createSpeech, removeMaterial, updateSpeech } from './materials.service.ts';

/** Creating, changing, moving and deleting materials of one library. */
export function materialWriteRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>, area: MaterialArea): void {
  const paths = materialPaths(area);
  const ctx = (request: RequestCaller) => materialContext(db, request, area);
  const create = areaAccess(area, 'create');
  const edit = areaAccess(area, 'edit');
  const remove = areaAccess(area, 'delete');

  addRoute(app, {
    method: 'POST',
    url: paths.folders,
    access: create,
    summary: 'Create a folder (at most 10 levels deep)',
    tags,
    body: folderBody,
    response: materialSchema,
    handler: async (request) => createFolder(ctx(request), request.body),
  });
  addRoute(app, {
    method: 'POST',
    url: paths.base,
    access: create,
    summary: "Record an uploaded image, video, audio or file; refused (409) beyond the merchant's capacity",
    tags,
    body: itemBody,
    response: materialSchema,
    handler: async (request) => createItem(ctx(request), request.body),
  });
  addRoute(app, {
    method: 'POST',
    url: paths.speech,
    access: create,
    summary: 'Create a speech synthesis material',
    tags,
    body: speechBody,
    response: materialSchema,
    handler: async (request) => createSpeech(ctx(request), request.body),
  });
  addRoute(app, {
    method: 'PUT',
    url: `${paths.speech}/:id`,
    access: edit,
    summary: "Replace a speech material's voice, text, speed and volume",
    tags,
    params: idParams,
    body: speechUpdateBody,
    response: materialSchema,
    handler: async (request) => updateSpeech(ctx(request), request.params.id, request.body),
  });
  addRoute(app, {
    method: 'PATCH',
    url: `${paths.base}/:id`,
    access: edit,
    summary: 'Rename or reorder a material',
    tags,
    params: idParams,
    body: changeBody,
    response: materialSchema,
    handler: async (request) => changeMaterial(ctx(request), request.params.id, request.body),
  });
  addRoute(app, {
    method: 'POST',
    url: `${paths.base}/:id/move`,
    access: edit,
    summary: 'Move a material (a folder with its contents) into a folder, or to the root with pid null',
    tags,
    params: idParams,
    body: moveBody,
    response: materialSchema,
    handler: async (request) => moveMaterial(ctx(request), request.params.id, request.body.pid),
  });
  addRoute(app, {
    method: 'POST',
    url: `${paths.base}/batch/move`,
    access: edit,
    summary: 'Move several materials into one folder; each id succeeds or fails on its own',
    tags,
    body: batchMoveBody,
    response: batchResult,
    handler: async (request) => batchWrite(request.body.ids, (id) => moveMaterial(ctx(request), id, request.body.pid), failureMessage(request)),
  });
  addRoute(app, {
    method: 'DELETE',
    url: `${paths.base}/:id`,
    access: remove,
    summary: 'Delete a material outright; a folder with everything inside it',
    tags,
    params: idParams,
    response: z.object({ id: z.number() }),
    handler: async (request) => {
      await removeMaterial(ctx(request), request.params.id);
      return { id: request.params.id };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${paths.base}/batch/delete`,
    access: remove,
    summary: 'Delete several materials outright; each id succeeds or fails on its own',
    tags,
    body: batchBody,
    response: batchResult,
    handler: async (request) => batchWrite(request.body.ids, (id) => removeMaterial(ctx(request), id), failureMessage(request)),
  });
}
