// `npm test`: type checks, lint, the module boundaries, unit and API tests, the web build and its JavaScript budgets, then the browser
// journeys; stops at the first failing step and closes with one line `Total: N passed, N failed, N skipped`
// (Vitest + Playwright).
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vp-test-'));
const vitestJson = path.join(tmp, 'vitest.json');
const playwrightJson = path.join(tmp, 'playwright.json');
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const requireBrowser = process.env.REQUIRE_BROWSER === '1' || process.env.REQUIRE_BROWSER === 'true';

// Each runner's JSON report is kept here after the run (per-file and per-test times, read by the summary).
const timesDir = path.join(root, '.scratch', 'test-times');
/** @type {{ runner: string, file: string, seconds: number }[]} */
const slowest = [];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string, outcome: string, seconds: number }[]} */
const steps = [];

/** Runs a command with the terminal's output; resolves with its exit code (1 when it could not start). */
function run(command, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.on('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function banner(text) {
  process.stdout.write(`\n━━━ ${text} ━━━\n`);
}

/** Keeps a runner's JSON report in .scratch/test-times/ and notes its slowest files for the summary. */
function keepTimes(runner, file, times) {
  const report = readJson(file);
  if (!report) return;
  mkdirSync(timesDir, { recursive: true });
  copyFileSync(file, path.join(timesDir, `${runner}.json`));
  const rows = [...times(report)].sort((a, b) => b[1] - a[1]).slice(0, 8);
  for (const [name, seconds] of rows) slowest.push({ runner, file: name, seconds });
}

/** Vitest's report → [file, seconds] (each file's own time; files run two at a time). */
function* vitestFileTimes(report) {
  for (const result of report.testResults ?? []) {
    yield [path.relative(root, result.name), ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000];
  }
}

/** Playwright's report → [spec file, seconds] (every attempt's duration added up, retries included). */
function* playwrightFileTimes(report) {
  const totalsByFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totalsByFile.set(spec.file, (totalsByFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  yield* totalsByFile;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report (Jest-shaped) → counts; a run that failed without a failed test counts as one failure. */
function vitestCounts(exitCode) {
  const report = readJson(vitestJson);
  const counts = report
    ? {
        passed: report.numPassedTests ?? 0,
        failed: report.numFailedTests ?? 0,
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      }
    : { passed: 0, failed: 0, skipped: 0 };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Playwright's JSON report → counts; a flaky test (passed on retry) counts as passed. */
function playwrightCounts(exitCode) {
  const stats = readJson(playwrightJson)?.stats;
  const counts = stats
    ? {
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
        skipped: stats.skipped ?? 0,
      }
    : { passed: 0, failed: 0, skipped: 0 };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** How many browser tests there are, without a browser (Playwright lists them from the spec files). */
async function countBrowserTests() {
  const code = await run(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    { quiet: true },
  );
  const report = readJson(playwrightJson);
  if (code !== 0 || !report) return 0;
  let count = 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) count += spec.tests?.length ?? 1;
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return count;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A step that is not a test runner: it passes or fails as a whole. */
async function step(name, command, args) {
  banner(name);
  const started = Date.now();
  const code = await run(command, args);
  steps.push({
    name,
    outcome: code === 0 ? 'ok' : `FAILED (exit ${code})`,
    seconds: (Date.now() - started) / 1000,
  });
  if (code !== 0) totals.failed += 1;
  return code === 0;
}

async function unitTests() {
  banner('Unit and API tests (vitest)');
  const started = Date.now();
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const counts = vitestCounts(code);
  keepTimes('vitest', vitestJson, vitestFileTimes);
  add(counts);
  steps.push({ name: 'vitest', outcome: describe(code, counts), seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

async function browserTests() {
  banner('Browser tests (playwright)');
  const started = Date.now();
  if (!isExecutable(chromium)) {
    const count = await countBrowserTests();
    const line = '!'.repeat(78);
    process.stdout.write(
      `\n${line}\n!!! BROWSER TESTS SKIPPED: no Chromium at ${chromium} (${count} tests not run)\n` +
        `!!! Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.\n${line}\n\n`,
    );
    if (requireBrowser) {
      process.stdout.write('REQUIRE_BROWSER=1: a missing browser is a failure.\n');
      totals.failed += Math.max(count, 1);
      steps.push({ name: 'playwright', outcome: 'FAILED (no Chromium, REQUIRE_BROWSER=1)', seconds: 0 });
      return false;
    }
    totals.skipped += count;
    steps.push({ name: 'playwright', outcome: `SKIPPED (no Chromium): ${count} tests`, seconds: 0 });
    return true;
  }
  const code = await run(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      CHROME_PATH: chromium,
    },
  );
  const counts = playwrightCounts(code);
  keepTimes('playwright', playwrightJson, playwrightFileTimes);
  add(counts);
  steps.push({ name: 'playwright', outcome: describe(code, counts), seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

function describe(code, counts) {
  const summary = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  return code === 0 ? summary : `FAILED (exit ${code}): ${summary}`;
}

async function main() {
  if (process.env.TEST_DATABASE_URL) {
    process.stdout.write(`API tests also run on PostgreSQL (TEST_DATABASE_URL is set).\n`);
  }
  const pipeline = [
    () => step('Type check (tsc)', npm, ['run', 'typecheck']),
    () => step('Lint and format (biome check .)', bin('biome'), ['check', '.']),
    // The API's module boundaries, status lists outside the domain, import cycles (decision 036).
    () => step('Module boundaries (check-modules)', process.execPath, ['scripts/check-modules.mjs']),
    // The OpenAPI description passes Redocly's recommended rules with no error (decision 055).
    () => step('API description (redocly lint)', process.execPath, ['scripts/lint-api.mjs']),
    unitTests,
    () => step('Web build (vite)', npm, ['run', 'build', '-w', '@vp/web']),
    // Login ≤ 120 kB (decision 025), each financing and upload screen ≤ 60 kB of gzipped JavaScript (decisions 004, 022).
    () => step('JavaScript budgets (size)', npm, ['run', 'size', '-w', '@vp/web']),
    browserTests,
  ];
  for (const next of pipeline) {
    if (!(await next())) break;
  }

  banner('Summary');
  for (const s of steps) {
    process.stdout.write(`  ${s.name.padEnd(34)} ${s.outcome} (${s.seconds.toFixed(1)} s)\n`);
  }
  if (steps.length < pipeline.length) process.stdout.write('  (stopped at the first failing step)\n');
  if (slowest.length > 0) {
    process.stdout.write(`\nSlowest files (reports kept in ${path.relative(root, timesDir)}/):\n`);
    for (const s of slowest)
      process.stdout.write(`  ${s.runner.padEnd(11)}${s.seconds.toFixed(1).padStart(7)} s  ${s.file}\n`);
  }
  rmSync(tmp, { recursive: true, force: true });
  process.stdout.write(
    `Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
  );
  const failed = totals.failed > 0 || steps.some((s) => s.outcome.startsWith('FAILED'));
  process.exit(failed ? 1 : 0);
}

if (!existsSync(bin('vitest'))) {
  process.stderr.write('Dependencies are not installed: run `npm ci` first.\n');
  process.stdout.write('Total: 0 passed, 1 failed, 0 skipped\n');
  process.exit(1);
}
await main();
