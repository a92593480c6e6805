import { useCustom, useList } from '@refinedev/core';
import { useMemo } from 'react';
import type { AccessChecker } from '../../resources/access/enforcer.ts';
import { MAX_PAGE_SIZE } from '../../resources/constants.ts';
import { listTagGroupsPath, type TagGroup } from '../../resources/engine/list-tag-groups.ts';
import { parseTagValue, tagValue } from '../../resources/engine/tag-values.ts';
import { RESOURCES, tagGroupsOf } from '../../resources/index.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

export type { TagGroup } from '../../resources/engine/list-tag-groups.ts';

/** Where a session reads an area's tag groups, if anywhere (resources/engine/list-tag-groups.ts). */
export type TagGroupSource = { managed: string } | { listUrl: string } | null;

/**
 * A session that manages the area's tags reads the managed resource, whose cache the
 * labelManagement page's edits refresh; one that only reads a tagged list of the area reads that
 * list's read-only groups; any other asks for nothing, so no screen requests what answers 403.
 */
export function tagGroupSource(area: string | undefined, checker: AccessChecker): TagGroupSource {
  if (!area) return null;
  const managed = tagGroupsOf(area);
  if (checker.can(managed.route, 'read')) return { managed: managed.name };
  const list = RESOURCES.find((resource) => resource.tagArea === area && checker.can(resource.route, 'read'));
  return list ? { listUrl: listTagGroupsPath(list) } : null;
}

/** The tag groups of an area (none without an area), and select options grouped by group. */
export function useTagGroups(area: string | undefined) {
  const { checker } = useRequiredSession();
  const source = useMemo(() => tagGroupSource(area, checker), [area, checker]);
  const managed = source && 'managed' in source ? source.managed : undefined;
  const listUrl = source && 'listUrl' in source ? source.listUrl : undefined;
  const managedGroups = useList<TagGroup>({
    resource: managed ?? '',
    pagination: { currentPage: 1, pageSize: MAX_PAGE_SIZE },
    queryOptions: { enabled: Boolean(managed) },
    errorNotification: false,
  });
  const listGroups = useCustom<{ list: TagGroup[] }>({
    url: listUrl ?? '',
    method: 'get',
    queryOptions: { enabled: Boolean(listUrl) },
    errorNotification: false,
  });
  const groups = managed ? managedGroups.result.data : (listGroups.result?.data?.list ?? NO_GROUPS);
  const options = useMemo(
    () =>
      groups.map((group) => ({ label: group.name, title: group.name, options: group.items.map((item) => ({ label: item, value: tagValue(group.id, item) })) })),
    [groups],
  );
  const loading = managed ? managedGroups.query.isLoading : Boolean(listUrl) && listGroups.query.isLoading;
  return { groups, options, loading };
}

const NO_GROUPS: TagGroup[] = [];

/** How a record's tag (`<group id>:<item>`) reads: `Group: item`. */
export function tagLabel(groups: readonly TagGroup[], value: string): string {
  const { groupId, item } = parseTagValue(value);
  const group = groups.find((g) => g.id === groupId);
  return group ? `${group.name}: ${item}` : item;
}
