import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../resources/constants.ts';
import { parseTagValue, tagResourceOf, tagValue } from '../../resources/tags/tags.resource.ts';

/** A tag group as `/api/tags/<area>` lists it. */
export interface TagGroup {
  id: number;
  name: string;
  multiple: boolean;
  items: string[];
}

/** The tag groups of an area (none without an area), and select options grouped by group. */
export function useTagGroups(area: string | undefined) {
  const { result, query } = useList<TagGroup>({
    resource: area ? tagResourceOf(area).name : '',
    pagination: { currentPage: 1, pageSize: MAX_PAGE_SIZE },
    queryOptions: { enabled: Boolean(area) },
    errorNotification: false,
  });
  const groups = result.data;
  const options = useMemo(
    () =>
      groups.map((group) => ({ label: group.name, title: group.name, options: group.items.map((item) => ({ label: item, value: tagValue(group.id, item) })) })),
    [groups],
  );
  return { groups, options, loading: query.isLoading };
}

/** How a record's tag (`<group id>:<item>`) reads: `Group: item`. */
export function tagLabel(groups: readonly TagGroup[], value: string): string {
  const { groupId, item } = parseTagValue(value);
  const group = groups.find((g) => g.id === groupId);
  return group ? `${group.name}: ${item}` : item;
}
