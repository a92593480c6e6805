import { MAX_PAGE_SIZE } from '../../../resources/constants.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { TagGroup } from '../../../resources/engine/list-tag-groups.ts';
import type { Db } from '../../db/database.ts';
import { resourceTable } from '../../engine/resource-table.ts';
import type { Scope } from '../../tenancy/scope.ts';

/** The tag groups of one area (`groups`, its tag-group resource) that the scope sees, by name. */
export async function tagGroupsOf(db: Db, groups: ResourceDefinition, scope: Scope): Promise<TagGroup[]> {
  return (await resourceTable(db, groups, scope)
    .selectFrom()
    .select(['tag_groups.id', 'tag_groups.name', 'tag_groups.multiple', 'tag_groups.items'])
    .orderBy('tag_groups.name')
    .orderBy('tag_groups.id')
    .limit(MAX_PAGE_SIZE)
    .execute()) as TagGroup[];
}
