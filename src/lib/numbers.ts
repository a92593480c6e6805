// The number formats moved to resources/format/numbers.ts so the server formats sizes the same way
// (upload limits in its messages). This re-export keeps the importers in src/engine and src/uploads
// compiling; delete it once they import from resources/.
export { formatBytes, formatCompact, formatThousands } from '../../resources/format/numbers.ts';
