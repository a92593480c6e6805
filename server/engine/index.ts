import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../resources/index.ts';
import type { Db } from '../db/database.ts';
import { registerResourceRoutes } from './resource.routes.ts';

/** Registers the generated routes of every declared resource. */
export function resourceEngineRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  for (const resource of RESOURCES) registerResourceRoutes(app, resource, db);
}
