import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Db } from '../../db/database.ts';
import { contentTitles } from './stats-content-names.repository.ts';
import { contentResourceOf } from './stats-names.ts';
import type { ContentNames } from './stats-rank.repository.ts';

/** Content names for a database (the jobs get theirs with the job's database). */
export type ContentNamesOf = (db: Db) => ContentNames;

/** `<kind>:<id>` → title, from the records of each kind the product keeps (stats-names.ts `contentResourceOf`). */
export function contentNames(db: Db, resources: readonly ResourceDefinition[]): ContentNames {
  return async (items) => {
    const titles = new Map<string, string>();
    const kinds = new Map<string, number[]>();
    for (const item of items) kinds.set(item.kind, [...(kinds.get(item.kind) ?? []), item.id]);
    for (const [kind, ids] of kinds) {
      const resource = contentResourceOf(kind, resources);
      if (!resource) continue;
      for (const row of await contentTitles(db, resource.table, resource.titleField, ids)) titles.set(`${kind}:${row.id}`, row.title);
    }
    return titles;
  };
}
