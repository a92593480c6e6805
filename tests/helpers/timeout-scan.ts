import { parseAst } from 'vite';

/**
 * Finds the time limits a test source sets: a test's or a hook's own timeout, a wait's `timeout:`
 * (expect.poll, Playwright), a deadline `Date.now() + N`, and the limit given to a wait helper
 * (`within(N, …)`, `waitFor…(…, N)`). A limit above its project's default hides a cause until the
 * next busy machine finds it (issue 31): `timeout-scan.test.ts` fails on one that
 * `timeout-exceptions.ts` does not name with its reason.
 */

export type TimeoutKind = 'test' | 'hook' | 'wait' | 'deadline';

export interface ProjectLimits {
  /** The project's testTimeout, which waits and deadlines are held to as well. */
  test: number;
  hook: number;
}

export interface TimeoutFinding {
  file: string;
  line: number;
  /** The enclosing test's title ("describe > test"), else the enclosing hook, function or constant. */
  where: string;
  kind: TimeoutKind;
  /** NaN when the scan cannot read it. */
  ms: number;
  /** The project's default this limit is held to. */
  limit: number;
}

// biome-ignore lint/suspicious/noExplicitAny: an ESTree walk reads whatever node it meets.
type Node = any;

const TEST_CALLS = new Set(['it', 'test', 'describe']);
const HOOK_CALLS = new Set(['beforeAll', 'afterAll', 'beforeEach', 'afterEach']);
const WAIT_HELPER = /^(within|wait[A-Z]\w*|waitUntil)$/;
/**
 * `Date.now() + N` is a deadline when N is a wait (at most the 10 minutes the longest test may take);
 * beyond that it is date arithmetic (an expiry days away, a time zone's offset).
 */
const LONGEST_DEADLINE_MS = 600_000;
const isFunction = (node: Node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** The identifier a call chain starts from: `it` for `it.for(rows)(…)` and `it.skip(…)`. */
function rootName(callee: Node): string | undefined {
  let node = callee;
  for (;;) {
    if (node.type === 'Identifier') return node.name;
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else return undefined;
  }
}

/** The last name of a callee: `waitForJob` for `helpers.waitForJob`. */
function calleeName(callee: Node): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name;
  return undefined;
}

function titleOf(node: Node): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi: Node) => quasi.value.cooked).join('$' + '{…}');
  return undefined;
}

function isDateNow(node: Node): boolean {
  return (
    node?.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.object.type === 'Identifier' &&
    node.callee.object.name === 'Date' &&
    node.callee.property.name === 'now'
  );
}

function timeoutProperty(node: Node): Node | undefined {
  if (node?.type !== 'ObjectExpression') return undefined;
  return node.properties.find((property: Node) => property.type === 'Property' && !property.computed && property.key.name === 'timeout')?.value;
}

/** Every finding in one source file, each held to `limits`. */
export function scanSource(file: string, source: string, limits: ProjectLimits): TimeoutFinding[] {
  const program = parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const constants = new Map<string, Node>();
  const findings: TimeoutFinding[] = [];
  const reported = new Set<Node>();

  // Module constants first, so a limit named before its use resolves (`const TOUR_TIMEOUT = 300_000`).
  const collect = (node: Node) => {
    if (node.type === 'VariableDeclaration' && node.kind === 'const')
      for (const declarator of node.declarations)
        if (declarator.id.type === 'Identifier' && declarator.init) constants.set(declarator.id.name, declarator.init);
  };
  for (const statement of program.body) collect(statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement);

  const evaluate = (node: Node, depth = 0): number | undefined => {
    if (!node || depth > 8) return undefined;
    switch (node.type) {
      case 'Literal':
        return typeof node.value === 'number' ? node.value : undefined;
      case 'Identifier':
        return evaluate(constants.get(node.name), depth + 1);
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        return evaluate(node.expression, depth + 1);
      case 'BinaryExpression': {
        const left = evaluate(node.left, depth + 1);
        const right = evaluate(node.right, depth + 1);
        if (left === undefined || right === undefined) return undefined;
        if (node.operator === '*') return left * right;
        if (node.operator === '+') return left + right;
        if (node.operator === '-') return left - right;
        if (node.operator === '/') return left / right;
        return undefined;
      }
      default:
        return undefined;
    }
  };

  const report = (valueNode: Node, kind: TimeoutKind, where: string, limit: number) => {
    if (reported.has(valueNode)) return;
    reported.add(valueNode);
    const ms = evaluate(valueNode);
    // A test's or a hook's own limit that the scan cannot read (an imported constant, say) could
    // hide anything: it is reported as unreadable (NaN). A wait's may be a helper's parameter.
    if (ms === undefined && (kind === 'test' || kind === 'hook')) findings.push({ file, line: lineOf(valueNode.start), where, kind, ms: Number.NaN, limit });
    else if (ms !== undefined && ms > limit) findings.push({ file, line: lineOf(valueNode.start), where, kind, ms, limit });
  };

  const walk = (node: Node, where: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, where);
      return;
    }
    if (typeof node.type !== 'string') return;
    let inner = where;

    if (node.type === 'CallExpression') {
      const root = rootName(node.callee);
      const args: Node[] = node.arguments;
      if (root && TEST_CALLS.has(root)) {
        const title = titleOf(args[0]) ?? root;
        inner = [...where.filter((part) => !part.startsWith('fn:')), title];
        const last = args.at(-1);
        const option = args.map(timeoutProperty).find(Boolean);
        if (option) report(option, 'test', inner.join(' > '), limits.test);
        else if (last && args.length >= 3) report(last, 'test', inner.join(' > '), limits.test);
      } else if (root && HOOK_CALLS.has(root) && node.callee.type === 'Identifier') {
        inner = [...where.filter((part) => !part.startsWith('fn:')), root];
        if (args.length >= 2) report(args[1], 'hook', inner.join(' > '), limits.hook);
      } else {
        const name = calleeName(node.callee);
        if (name && WAIT_HELPER.test(name)) for (const arg of args) report(arg, 'wait', label(where), limits.test);
      }
    } else if (node.type === 'ObjectExpression') {
      const value = timeoutProperty(node);
      if (value) report(value, 'wait', label(where), limits.test);
    } else if (node.type === 'BinaryExpression' && node.operator === '+' && isDateNow(node.left)) {
      const ms = evaluate(node.right);
      if (ms !== undefined && ms <= LONGEST_DEADLINE_MS) report(node.right, 'deadline', label(where), limits.test);
    } else if (node.type === 'FunctionDeclaration' && node.id) {
      inner = [...where, `fn:${node.id.name}`];
    } else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && (isFunction(node.init) || where.length === 0)) {
      // A function by its name, and a module constant (`const LATER = Date.now() + …`) by its own.
      inner = [...where, `fn:${node.id.name}`];
    } else if (node.type === 'MethodDefinition' || (node.type === 'Property' && node.value?.type?.includes('Function'))) {
      const key = node.key?.name ?? titleOf(node.key);
      if (key) inner = [...where, `fn:${key}`];
    }

    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      walk(node[key], inner);
    }
  };

  walk(program.body, []);
  return findings;
}

/** Tests and hooks by title; outside them, the innermost function or constant that holds the limit. */
function label(where: string[]): string {
  const tests = where.filter((part) => !part.startsWith('fn:'));
  if (tests.length) return tests.join(' > ');
  const named = where.findLast((part) => part.startsWith('fn:'));
  return named ? named.slice(3) : '(module)';
}
