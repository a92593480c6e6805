import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import { TIMEOUT_EXCEPTIONS, type TimeoutException } from './timeout-exceptions.ts';
import { type ProjectLimits, scanSource, type TimeoutFinding } from './timeout-scan.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** vitest's own defaults, for a project that sets none. */
const VITEST_DEFAULTS: ProjectLimits = { test: 5_000, hook: 10_000 };

interface Project {
  name: string;
  include: string[];
  exclude: string[];
  limits: ProjectLimits;
}

/** The projects of vitest.config.ts with their defaults: the limits every file of theirs is held to. */
function projects(): Project[] {
  const list = (config.test?.projects ?? []) as Array<{
    test: { name: string; include: string[]; exclude?: string[]; testTimeout?: number; hookTimeout?: number };
  }>;
  return list.map(({ test }) => ({
    name: test.name,
    include: test.include,
    exclude: test.exclude ?? [],
    limits: { test: test.testTimeout ?? VITEST_DEFAULTS.test, hook: test.hookTimeout ?? VITEST_DEFAULTS.hook },
  }));
}

/** The folder a glob names before its first wildcard: `tests/e2e/` for `tests/e2e/**\/*.test.ts`. */
const folderOf = (glob: string) => glob.slice(0, glob.search(/[*{]/));

/**
 * The project a file belongs to: a test file by the includes, a helper by the folder it sits in
 * (the longest include folder holding it; tests/helpers serve the server project).
 */
function projectOf(file: string, all: Project[]): Project {
  let best: { project: Project; length: number } | undefined;
  for (const project of all) {
    if (project.exclude.some((glob) => file.startsWith(folderOf(glob)))) continue;
    for (const glob of project.include) {
      const folder = folderOf(glob);
      if (file.startsWith(folder) && folder.length > (best?.length ?? -1)) best = { project, length: folder.length };
    }
  }
  return best?.project ?? all.find((project) => project.name === 'server')!;
}

function scanTests(): TimeoutFinding[] {
  const all = projects();
  return readdirSync(path.join(ROOT, 'tests'), { recursive: true })
    .map((entry) => `tests/${String(entry).split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .flatMap((file) => scanSource(file, readFileSync(path.join(ROOT, file), 'utf8'), limitsOf(file, projectOf(file, all))));
}

/** A global setup runs before its project's tests, as a hook would: held to the hook bound. */
const limitsOf = (file: string, project: Project): ProjectLimits =>
  file.endsWith('/global-setup.ts') ? { test: project.limits.hook, hook: project.limits.hook } : project.limits;

const names = (entry: TimeoutException, finding: TimeoutFinding) =>
  (entry.file.endsWith('/') ? finding.file.startsWith(entry.file) : entry.file === finding.file) &&
  (entry.where === undefined || entry.where === finding.where);
/** An unreadable limit (NaN) passes only where an entry names it: the entry's reason says what bounds it. */
const excepted = (finding: TimeoutFinding) =>
  TIMEOUT_EXCEPTIONS.some((entry) => names(entry, finding) && (Number.isNaN(finding.ms) || finding.ms <= entry.upTo));

const shown = (finding: TimeoutFinding) =>
  `${finding.file}:${finding.line} ${finding.kind} ${Number.isNaN(finding.ms) ? 'unreadable' : `${finding.ms / 1000} s`} > ${finding.limit / 1000} s  [${finding.where}]`;

describe('time limits in tests/ (issue 31: wait on conditions, not clocks)', () => {
  const findings = scanTests();

  it('sets none above its project’s default that timeout-exceptions.ts does not name with a reason', () => {
    expect(findings.filter((finding) => !excepted(finding)).map(shown)).toEqual([]);
  });

  it('retries no failed test, in any project', () => {
    const list = (config.test?.projects ?? []) as Array<{ test: { retry?: number } }>;
    expect([config.test?.retry ?? 0, ...list.map(({ test }) => test.retry ?? 0)].every((retry) => retry === 0)).toBe(true);
  });

  it('keeps no exception that names nothing, and gives each a reason', () => {
    const used = TIMEOUT_EXCEPTIONS.filter((entry) => findings.some((finding) => names(entry, finding)));
    expect(TIMEOUT_EXCEPTIONS.filter((entry) => !used.includes(entry)).map((entry) => `${entry.file} [${entry.where ?? 'every limit'}]`)).toEqual([]);
    expect(TIMEOUT_EXCEPTIONS.filter((entry) => entry.reason.trim().length < 20).map((entry) => entry.file)).toEqual([]);
  });
});

describe('the scan', () => {
  const limits = { test: 30_000, hook: 60_000 };
  const scan = (source: string) => scanSource('planted.test.ts', source, limits).map(({ kind, ms, where }) => ({ kind, ms, where }));

  it('finds a test’s own timeout, as a last argument or an option, through a named constant', () => {
    const source = `
      const SLOW = 2 * 60_000;
      describe('orders', () => {
        it('exports', async () => {}, 45_000);
        it('imports', { timeout: SLOW }, async () => {});
        it.for([1])('row %s', { timeout: 31_000 }, async () => {});
        it('quick', async () => {}, 30_000);
      });`;
    expect(scan(source)).toEqual([
      { kind: 'test', ms: 45_000, where: 'orders > exports' },
      { kind: 'test', ms: 120_000, where: 'orders > imports' },
      { kind: 'test', ms: 31_000, where: 'orders > row %s' },
    ]);
  });

  it('holds hooks to the hook default, and waits and deadlines to the test default', () => {
    const source = `
      beforeAll(async () => {}, 90_000);
      afterAll(async () => {}, 60_000);
      async function waitForHealth() {
        const deadline = Date.now() + 45_000;
        const expiry = Date.now() + 90 * 86_400_000;
      }
      it('polls', async () => {
        await expect.poll(() => count(), { timeout: 40_000 }).toBe(1);
        await within(35_000, async () => true);
        await page.waitFor({ timeout: 5_000 });
      });`;
    expect(scan(source)).toEqual([
      { kind: 'hook', ms: 90_000, where: 'beforeAll' },
      { kind: 'deadline', ms: 45_000, where: 'waitForHealth' },
      { kind: 'wait', ms: 40_000, where: 'polls' },
      { kind: 'wait', ms: 35_000, where: 'polls' },
    ]);
  });

  it('reports a test’s limit it cannot read (an imported constant) rather than trust it', () => {
    const source = `
      import { SLOW } from './limits.ts';
      it('imports', async () => {}, SLOW);`;
    expect(scan(source)).toEqual([{ kind: 'test', ms: Number.NaN, where: 'imports' }]);
  });

  it('holds a file to the project it belongs to', () => {
    const all = projects();
    expect(projectOf('tests/e2e/home.test.ts', all).name).toBe('e2e');
    expect(projectOf('tests/e2e/helpers.ts', all).name).toBe('e2e');
    expect(projectOf('tests/src/cockpit/cockpit-fixtures.tsx', all).name).toBe('browser');
    expect(projectOf('tests/src/lib/format.test.ts', all).name).toBe('server');
    expect(projectOf('tests/helpers/instances.ts', all).name).toBe('server');
  });
});
