/**
 * The README's test command: lint, typecheck, unit/component/API tests, the build, end-to-end
 * tests in Chromium. Every step runs even when an earlier one fails, so one run shows
 * everything; the last line counts tests as "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpuCounters, cpuSince } from './cpuTimes';
import { playwrightFailures, readJson, vitestFailures, type PlaywrightSuite, type VitestReport } from './testReports';

const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const started = Date.now();
/** Seconds since `from`, for the summary: CI's time budget is spent step by step. */
const seconds = (from: number) => `${Math.round((Date.now() - from) / 1000)} s`;
/** A step's seconds and how the CPUs spent them. */
const timing = (from: number, counters: ReturnType<typeof cpuCounters>) => [seconds(from), cpuSince(counters)].filter(Boolean).join('; ');

interface StepRun {
  ok: boolean;
  took: string;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): StepRun {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const from = Date.now();
  const counters = cpuCounters();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, took: timing(from, counters) };
}

function check(label: string, ok: boolean, took?: string) {
  if (ok) total.passed += 1;
  else total.failed += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}${took ? ` (${took})` : ''}`);
}

/**
 * The API test files that start apps (withTestApp/createTestApp) or two processes, for the
 * PostgreSQL pass; TEST_DATABASE_FILES (a regular expression) narrows them.
 */
function postgresTestFiles(): string[] {
  const listed = spawnSync('git', ['grep', '-l', '-E', 'withTestApp|createTestApp|onPostgres', '--', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts'], { encoding: 'utf8' }).stdout;
  const only = process.env.TEST_DATABASE_FILES ? new RegExp(process.env.TEST_DATABASE_FILES) : null;
  const all = process.env.TEST_DATABASE_ALL === '1';
  return listed
    .split('\n')
    .filter((file) => file && file !== SQLITE_ONLY && (all || !(file in LEFT_TO_SQLITE)) && (!only || only.test(file)));
}
/** Locks the SQLite file itself. */
const SQLITE_ONLY = 'src/server/jobs/jobs.fault.test.ts';
/**
 * The slowest API files whose time goes to sandbox delays and file work, not to SQL that differs
 * between the engines: CI's budget leaves them to the SQLite pass (TEST_DATABASE_ALL=1 runs them too).
 */
const LEFT_TO_SQLITE: Record<string, string> = {
  'src/plugins/apps/server/routes.test.ts': 'installs: file work and installer steps',
  'src/plugins/hosting-create/server/createHosting.test.ts': 'provisioning delays',
  'src/server/auth/throttling.test.ts': 'the throttle counters run on PostgreSQL in sharedState and twoProcesses',
  'src/plugins/database/server/realServers.test.ts': 'the database plugin on real servers, not the panel database',
};

interface BesideRun extends StepRun {
  /** Prints the step's output whole, under its heading: call it when nothing else is printing. */
  print(): void;
}

/** Starts a command beside the others, its output kept in `log` (under REPORTS) until the caller prints it. */
function startBeside(label: string, log: string, command: string, args: string[], env: Record<string, string> = {}): Promise<BesideRun> {
  const file = `${REPORTS}/${log}`;
  const fd = openSync(file, 'w');
  const from = Date.now();
  const counters = cpuCounters();
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      closeSync(fd);
      const print = () => console.log(`\n=== ${label}: ${command} ${args.join(' ')}\n${readFileSync(file, 'utf8')}`);
      resolve({ ok: code === 0, took: timing(from, counters), print });
    }),
  );
}

// Both are single-threaded: side by side they take the time of the longer one on two cores.
const [linted, typed] = await Promise.all([startBeside('lint', 'lint.log', 'npx', ['eslint', '.']), startBeside('typecheck', 'typecheck.log', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])]);
linted.print();
typed.print();
check('lint', linted.ok, linted.took);
check('typecheck', typed.ok, typed.took);

const built = run('build', 'npx', ['vite', 'build'], { BRAND: 'default' });
check('build', built.ok, built.took);
// The external-plugin spec serves the example brand: built here, before the browsers start, rather than inside a worker.
const exampleBuilt = built.ok ? run('build of the example brand', 'npx', ['vite', 'build', '--logLevel', 'error'], { BRAND: 'exemplo' }) : { ok: false, took: '' };
check('build of the example brand', exampleBuilt.ok, exampleBuilt.took);

// After the builds: the brand-build tests read the brands built just now instead of building them again.
const builtBrands = process.env.OUT_DIR ? [] : [...(built.ok ? ['default'] : []), ...(exampleBuilt.ok ? ['exemplo'] : [])];
const vitestRun = run('unit, component and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`], { BUILT_BRANDS: builtBrands.join(',') });
const vitest = readJson(`${REPORTS}/vitest.json`) as VitestReport | null;
if (vitest) {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests;
  total.skipped += vitest.numPendingTests;
  lines.push(`${vitestRun.ok ? 'ok  ' : 'FAIL'} vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed (${vitestRun.took})`, ...vitestFailures(vitest));
  if (!vitestRun.ok && vitest.numFailedTests === 0) check('vitest run (errors outside tests)', false);
} else check('vitest run', false);

if (built.ok) {
  // One retry: on two saturated cores a page is now and then later than its 15 s (a different test each
  // run), and one such test would refuse the whole run. A test that fails twice still fails, and one that
  // passed only on its retry is named in the summary.
  const e2eRun = run('end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json', '--retries=1'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
    ...(exampleBuilt.ok ? { E2E_BUILT_BRANDS: 'exemplo' } : {}),
  });
  const e2e = readJson(`${REPORTS}/playwright.json`) as { suites: PlaywrightSuite[]; stats: { expected: number; unexpected: number; flaky: number; skipped: number; startTime?: string } } | null;
  if (e2e) {
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
    total.skipped += e2e.stats.skipped;
    const retried = e2e.stats.flaky ? ` (and ${e2e.stats.flaky} only on a retry)` : '';
    lines.push(`${e2eRun.ok ? 'ok  ' : 'FAIL'} playwright: ${e2e.stats.expected} passed${retried}, ${e2e.stats.unexpected} failed (${e2eRun.took})`, ...playwrightFailures(e2e.suites, e2e.stats.startTime));
    if (!e2eRun.ok && e2e.stats.unexpected === 0) check('playwright run (errors outside tests)', false);
  } else check('playwright run', false);
}

// The API tests again on PostgreSQL (each app on its own database copied from one migrated
// template), with the two-process test, on one worker (two took 141 s against 148 s alone); only
// when a server is there (.ci/run starts one). After the browser tests, not beside them: beside,
// the two cores had no idle time left, and the browser tests that failed in CI (pages not drawn
// within 15 s) all ran while this pass did.
if (process.env.POSTGRES_ADMIN_URL) {
  const pgRun = run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project=node', '--maxWorkers=1', '--testTimeout=60000', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest-postgres.json`, ...postgresTestFiles()], { TEST_DATABASE: 'postgres' });
  const pgReport = readJson(`${REPORTS}/vitest-postgres.json`) as VitestReport | null;
  if (pgReport) {
    total.passed += pgReport.numPassedTests;
    total.failed += pgReport.numFailedTests;
    lines.push(`${pgRun.ok ? 'ok  ' : 'FAIL'} vitest on PostgreSQL: ${pgReport.numPassedTests} passed, ${pgReport.numFailedTests} failed (${pgRun.took})`, ...vitestFailures(pgReport));
    if (!pgRun.ok && pgReport.numFailedTests === 0) check('vitest on PostgreSQL (errors outside tests)', false);
  } else check('vitest on PostgreSQL', false);
} else lines.push('skip API tests on PostgreSQL: no POSTGRES_ADMIN_URL (eval "$(scripts/database-servers.sh start)")');

if (total.skipped) lines.push(`${total.skipped} skipped`);
console.log(`\n${lines.join('\n')}`);
console.log(`all steps: ${seconds(started)}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
