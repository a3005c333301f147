// Adds up the JSON reports of vitest and Playwright into the one closing line CI reads.
// A missing report means that suite never ran to the end: it counts as a failure.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let missing = 0;
let flaky = 0;

for (const file of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    console.log(`${file}: no report (the suite did not finish)`);
    missing++;
    continue;
  }
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    flaky += report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numTodoTests ?? 0) + (report.numPendingTests ?? 0);
  }
}

if (flaky > 0) {
  console.log(
    `flaky: ${flaky} browser test(s) passed only on their second try (the report in ${dir})`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 ? 1 : 0);
