import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with the plain line CI reads: "Tests: N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    // A file whose set-up failed skips its tests; the file itself is the failure to report.
    const brokenFiles = modules.filter((m) => m.state() === 'failed' || m.errors().length > 0).length;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const files = brokenFiles ? `, ${brokenFiles} file${brokenFiles === 1 ? '' : 's'} failed` : '';
    console.log(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${files}`,
    );
  }
}
