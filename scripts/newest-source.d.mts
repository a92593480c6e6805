/** The newest modification time among `sources` (paths from `root`), directories included. */
export function newestSource(root: string, sources: readonly string[]): number;
