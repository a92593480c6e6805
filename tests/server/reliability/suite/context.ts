import type { Db } from '../../../../server/db/database.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { type Actor, loginActors } from './accounts.ts';
import { Fixtures } from './fixtures.ts';
import { type ApiDocument, loadApiDocument, type Operation, operationsOf } from './openapi.ts';
import { installWriteCounter } from './write-counter.ts';

/** Everything a check needs: the served document, its operations, logged-in actors, fixtures and the database. */
export interface SuiteContext {
  t: TestApp;
  db: Db;
  document: ApiDocument;
  operations: Operation[];
  actors: Actor[];
  fixtures: Fixtures;
}

export async function openSuite(t: TestApp, only?: (operation: Operation) => boolean): Promise<SuiteContext> {
  const document = await loadApiDocument(t.app);
  const all = operationsOf(document);
  const actors = await loginActors(t);
  await installWriteCounter(t.database.db);
  return { t, db: t.database.db, document, operations: only ? all.filter(only) : all, actors, fixtures: new Fixtures(all, actors) };
}
