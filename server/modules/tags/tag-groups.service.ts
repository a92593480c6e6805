import type { TagGroup } from '../../../resources/engine/list-tag-groups.ts';
import { tagResourceOf } from '../../../resources/tags/tags.resource.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tagGroupsOf } from './tag-groups.repository.ts';

/** The tag groups of a tagged list's area that the scope sees, by name. */
export async function listTagGroups(db: Db, area: string, scope: Scope): Promise<{ list: TagGroup[] }> {
  return { list: await tagGroupsOf(db, tagResourceOf(area), scope) };
}
