import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { routesNotBuilt } from '../../src/routes/page-loaders.ts';

const SLOWEST = 20;

interface Span {
  start: number;
  end: number;
  files: number;
}

/**
 * Where the run's time goes, then the plain closing line CI reads.
 * Prints each project's wall time (first file started to last file ended, so projects that share
 * the workers overlap), the slowest files (import + tests + hooks) and the slowest tests, the count
 * of routes not built yet, and "Tests: N passed, N failed, N skipped".
 */
export default class SummaryReporter implements Reporter {
  private runStart = Date.now();
  private readonly spans = new Map<string, Span>();
  private readonly root = process.cwd();

  onInit(): void {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name;
    const now = Date.now();
    const span = this.spans.get(name);
    if (span) span.start = Math.min(span.start, now);
    else this.spans.set(name, { start: now, end: now, files: 0 });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (!span) return;
    span.end = Math.max(span.end, Date.now());
    span.files += 1;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out: string[] = [];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const name = (module: TestModule) => `${module.project.name}  ${path.relative(this.root, module.moduleId)}`;

    out.push('', `Run wall time ${seconds(Date.now() - this.runStart)} (global setups included)`);
    const spans = [...this.spans.entries()].sort((a, b) => a[1].start - b[1].start);
    for (const [project, span] of spans) {
      out.push(
        `  ${project.padEnd(8)} ${seconds(span.end - span.start).padStart(9)}  ${span.files} files, from +${seconds(span.start - this.runStart)} to +${seconds(span.end - this.runStart)}`,
      );
    }

    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return { label: name(module), ms: d.duration + d.collectDuration + d.setupDuration + d.environmentSetupDuration };
    });
    out.push('', `Slowest ${SLOWEST} files (import, setup, tests and hooks):`);
    for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) out.push(`  ${seconds(file.ms).padStart(9)}  ${file.label}`);

    const tests: { label: string; ms: number }[] = [];
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) tests.push({ label: `${name(module)} > ${fullName(test)}`, ms });
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
    }
    out.push('', `Slowest ${SLOWEST} tests:`);
    for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) out.push(`  ${seconds(test.ms).padStart(9)}  ${test.label}`);

    const notBuilt = routesNotBuilt();
    // The app shell's honest placeholder: how much of the route table still waits for its screen.
    out.push('', `Routes still showing the "not built yet" page: ${notBuilt.length}`);
    out.push('', `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`, '');
    process.stdout.write(out.join('\n'));
  }
}

function fullName(test: TestCase): string {
  return test.fullName.length > 140 ? `${test.fullName.slice(0, 137)}…` : test.fullName;
}
