// Where a page's load spends the main thread (decision 060): loads one page of the built portal in Debian's Chromium as
// Lighthouse's mobile preset sees it (412 × 823, CPU slowed 4×), signed in as a demo user, records a trace and a
// JavaScript profile, and prints each task over 50 ms (what Lighthouse's Total Blocking Time adds up) with the
// sources its time went to, read through the build's source maps (a package, or the app's own file).
// Usage: node scripts/long-tasks.mjs [--page /reports?range=thisYear] [--user demo.admin] [--functions] [--runs 2]
// --functions names the functions instead of the files; the first load of a fresh browser (cold caches) is left out
// of the figures unless --runs 1. A tool for finding what to change, not a measurement of the aims: that is
// scripts/lighthouse.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { root, signIn, startBuiltApp, storeSession } from './lib/built-app.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const pageUrl = option('--page', '/reports?range=thisYear');
const userName = option('--user', 'demo.admin');
const runs = Math.max(1, Number(option('--runs', '2')) || 2);
const byFunction = process.argv.includes('--functions');
const LONG_TASK_MS = 50;
const assets = path.join(root, 'apps/web/dist/assets');

const maps = new Map();
/** Where a profiled frame's code came from: `package` or the app's file (and its function with --functions). */
function source(frame) {
  const file = frame.url.split('/').pop();
  if (!frame.url.includes('/assets/')) return frame.functionName || file || '(native)';
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(path.join(assets, `${file}.map`), 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return file;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const original = (at.source ?? file).replace(/^(\.\.\/)+/, '');
  const pkg = original.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (byFunction) return `${pkg ?? original} ${at.name ?? frame.functionName ?? ''}:${at.line ?? ''}`;
  return pkg ?? original;
}

/** The renderer's main thread: the CrRendererMain thread that ran the most tasks. */
function mainThread(events) {
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
  );
  const counts = new Map();
  for (const e of events)
    if (renderers.has(e.tid) && e.name === 'RunTask') counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function report(trace, profile) {
  const events = trace.traceEvents;
  const tid = mainThread(events);
  const tasks = events.filter((e) => e.tid === tid && e.name === 'RunTask' && e.dur > LONG_TASK_MS * 1000);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let clock = profile.startTime;
  const sampledAt = profile.timeDeltas.map((delta) => {
    clock += delta;
    return clock;
  });
  const first = tasks[0]?.ts ?? 0;
  let blocking = 0;
  for (const task of tasks) {
    const spent = new Map();
    for (let i = 0; i < profile.samples.length; i += 1) {
      if (sampledAt[i] < task.ts || sampledAt[i] > task.ts + task.dur) continue;
      const where = source(nodes.get(profile.samples[i]).callFrame);
      spent.set(where, (spent.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    const ms = task.dur / 1000;
    blocking += ms - LONG_TASK_MS;
    const top = [...spent]
      .filter(([where]) => where !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([where, spentMs]) => `${where} ${Math.round(spentMs)}`)
      .join(', ');
    process.stdout.write(
      `  at ${String(Math.round((task.ts - first) / 1000)).padStart(5)} ms  ${String(Math.round(ms)).padStart(4)} ms  ${top}\n`,
    );
  }
  process.stdout.write(
    `  ${tasks.length} tasks over ${LONG_TASK_MS} ms, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all ` +
      `((program) is the browser's own work: parsing, style, layout)\n`,
  );
}

const { base, stop } = await startBuiltApp('long-tasks');
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
try {
  const session = await signIn(base, userName);
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${base}/login`);
    await page.evaluate(storeSession, session);
    await page.goto('about:blank');
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${pageUrl}`, { waitUntil: 'load' });
    // The page's own work after load (its data, its charts) within Lighthouse's quiet window.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    // The trace first: the profile's own serialization is then not one of the page's tasks.
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const { profile } = await cdp.send('Profiler.stop');
    if (run === runs || runs === 1) {
      process.stdout.write(`${pageUrl} as ${userName}, 412 px, CPU ×4 (load ${run} of ${runs}):\n`);
      report(trace, profile);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stop();
}
