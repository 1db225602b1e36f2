#!/usr/bin/env node
// Prints one closing line, 'N passed, N failed, N skipped', from the JSON reports that Vitest
// and Playwright write in CI (test-results/unit.json and test-results/e2e.json).
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
const e2e = read('test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
if (!unit || !e2e) console.error('missing test report:', !unit ? 'unit' : '', !e2e ? 'e2e' : '');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || !unit || !e2e ? 1 : 0);
