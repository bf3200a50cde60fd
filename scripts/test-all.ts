/**
 * `npm test`: every check in order (lint, typecheck, unit, integration, end-to-end), continuing
 * past failures so one run shows everything, then one closing line `N passed, N failed`.
 * Set TEST_DATABASE_URL to also run the integration suite on PostgreSQL, and to run the end-to-end
 * suite on PostgreSQL instead of SQLite (CI sets it: the scale-out engine is then exercised end to end,
 * while integration covers both engines; e2e on both would not fit CI's time budget).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type PlaywrightSuite, playwrightFailures, type VitestReport, vitestFailures } from './test-reports.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  /** What failed, a line each: printed last, where a CI log that keeps only its tail still shows it. */
  failures?: string[];
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** A check without individual tests (lint, typecheck) counts as one. */
function check(name: string, command: string, args: string[]): Outcome {
  const ok = run(command, args) === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

function vitest(project: string): Outcome {
  const output = path.join(reports, `vitest-${project}.json`);
  const status = run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) return { name: project, passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
  // A crash outside any test (e.g. a suite that fails to import) still has to fail the run.
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { name: project, passed: report.numPassedTests, failed, failures: vitestFailures(report, root) };
}

/** playwright.config.ts: E2E_DATABASE_URL, else TEST_DATABASE_URL, names the PostgreSQL database. */
const e2eEngine = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

function playwright(): Outcome {
  const output = path.join(reports, 'playwright.json');
  console.log(
    `\nEnd-to-end suite on ${e2eEngine === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'SQLite (TEST_DATABASE_URL is not set)'}`,
  );
  const status = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const name = `e2e (${e2eEngine})`;
  if (!existsSync(output)) return { name, passed: 0, failed: 1 };
  const { stats, suites } = JSON.parse(readFileSync(output, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { name, passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(suites) };
}

/** typegen writes the route types tsc checks against: both together are one check. */
function typecheck(): Outcome {
  const ok = run(bin('react-router'), ['typegen']) === 0 && run(bin('tsc'), []) === 0;
  return { name: 'typecheck', passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

const outcomes: Outcome[] = [check('lint', bin('biome'), ['check', '.']), typecheck(), vitest('unit')];
// Build once: integration tests that go through HTTP and the e2e servers run the production build.
const built = run(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
  NODE_ENV: 'production',
});
if (built === 0) outcomes.push(vitest('integration'), playwright());
else outcomes.push({ name: 'build', passed: 0, failed: 1 });

const failures = outcomes.flatMap((o) => (o.failures ?? []).map((failure) => `  ${o.name}: ${failure}`));
if (failures.length > 0) {
  console.log('\nFailed');
  for (const line of failures.slice(0, 30)) console.log(line);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more (tmp/test-reports/)`);
}
console.log('\nSummary');
for (const o of outcomes) console.log(`  ${o.name.padEnd(20)} ${o.passed} passed, ${o.failed} failed`);
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
