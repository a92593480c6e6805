// A Node module hook (registered by module-load-register.mjs) that reports, on stderr, every package
// a process loads from node_modules, once each: tests read it to see what an import pulls in.
const seen = new Set();
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url);
  if (match && !seen.has(match[1])) {
    seen.add(match[1]);
    process.stderr.write(`loaded-package ${match[1]}\n`);
  }
  return resolved;
}
