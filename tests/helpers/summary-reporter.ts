import type { Reporter, TestModule } from 'vitest/node';
import { routesNotBuilt } from '../../src/routes/page-loaders.ts';

/** Prints the count of routes not built yet, then the plain closing line CI reads: "Tests: N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
    }
    const notBuilt = routesNotBuilt();
    // The app shell's honest placeholder: how much of the route table still waits for its screen.
    process.stdout.write(`\nRoutes still showing the "not built yet" page: ${notBuilt.length}\n`);
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
