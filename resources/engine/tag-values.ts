// A tag as every tagged entity carries it: the engine filters, reads and writes tags of any entity
// with a `tagArea`; the tags entity (resources/tags) declares the groups, one resource per area.

/** A tag as records carry it and list filters name it: `<group id>:<item>`. */
export function tagValue(groupId: number, item: string): string {
  return `${groupId}:${item}`;
}

/** What a tag value must look like on the wire. */
export const TAG_VALUE_PATTERN = /^\d+:.+$/;

/** The group id and item of a tag value (items may themselves hold a colon). */
export function parseTagValue(value: string): { groupId: number; item: string } {
  const at = value.indexOf(':');
  return { groupId: Number(value.slice(0, at)), item: value.slice(at + 1) };
}

/** The name of an area's tag-group resource (`/api/tags/<area>`), by which the registry finds it. */
export function tagGroupsResourceName(area: string): string {
  return `tags-${area}`;
}
