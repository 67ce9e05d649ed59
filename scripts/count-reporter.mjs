// A tiny @web/test-runner reporter that writes the pass/fail counts to a JSON file,
// so scripts/test.mjs can print one plain "N passed, N failed" line for CI.
import { mkdirSync, writeFileSync } from 'node:fs';

function walk(suite, counts) {
  for (const t of suite.tests ?? []) {
    if (t.skipped) counts.skipped++;
    else if (t.passed) counts.passed++;
    else counts.failed++;
  }
  for (const s of suite.suites ?? []) walk(s, counts);
}

export function countReporter(file = '.test-results/wtr.json') {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, errors: 0 };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults, counts);
        // A file that failed to load or threw outside a test counts as a failure.
        if (!s.passed && (s.errors?.length ?? 0) > 0) counts.errors += s.errors.length;
        if (s.logs) {
          /* logs are shown by the default reporter */
        }
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
