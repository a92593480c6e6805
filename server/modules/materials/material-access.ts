import type { AccessAction } from '../../../resources/access/actions.ts';
import { MATERIAL_AREA_PAGES, type MaterialArea } from '../../../resources/materials/material-constants.ts';
import type { Db } from '../../db/database.ts';
import type { AppError } from '../../http/app-error.ts';
import { type RequestCaller, writeContext } from '../../engine/request-context.ts';
import type { MaterialContext } from './materials.service.ts';

export const MATERIAL_TAGS = ['materials'];

/** One permission check per route: the library's page (ACCESS.md) and the action the route needs. */
export const areaAccess = (area: MaterialArea, action: AccessAction) => ({ page: MATERIAL_AREA_PAGES[area], action });

/** The write context of a request in one library. */
export const materialContext = (db: Db, request: RequestCaller, area: MaterialArea): MaterialContext => ({ ...writeContext(db, request), area });

/**
 * What a batch reports for one failed id: the rule that refused it ("cannot be moved into
 * itself"), not the generic "some fields are not valid" of a 422.
 */
export const failureMessage = (request: { t: (key: string, params?: Record<string, unknown>) => string }) => (error: AppError) => {
  const first = Object.values(error.options.errors ?? {})[0]?.[0];
  if (first === undefined) return request.t(error.messageKey, error.options.params);
  return typeof first === 'string' ? request.t(first) : request.t(first.key, first.params);
};
