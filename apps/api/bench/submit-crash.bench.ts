// Issue 15's crash scenario at a larger size than the test's: a node killed with SIGKILL during BENCH_CRASH_SUBMITS
// submits (100 by default), restarted, every submission decided exactly once; prints how long recovery took.
// Needs TEST_DATABASE_URL (PostgreSQL).
import { POLL_MS, runSubmitCrash } from '../src/test/submit-crash.ts';

const SUBMITS = Number(process.env.BENCH_CRASH_SUBMITS ?? 100);

if (!process.env.TEST_DATABASE_URL) {
  console.log('submit crash: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
} else {
  const outcome = await runSubmitCrash({ submits: SUBMITS, log: (line) => console.log(`  ${line}`) });
  const once = (counts: number[]) => counts.length === SUBMITS && counts.every((n) => n === 1);
  const ok = once(outcome.decisionsPerApplication) && once(outcome.auditsPerApplication);
  console.log(
    `submit crash: ${SUBMITS} submits, ${outcome.answeredBeforeKill} answered before SIGKILL, ` +
      `${outcome.atBureauAtKill} decisions at the bureau, ${outcome.sentAgain} sent again after the restart`,
  );
  console.log(
    `  all decided ${(outcome.decidedAfterRestartMs / 1000).toFixed(1)} s after the restart ` +
      `(${(outcome.decidedAfterKillMs / 1000).toFixed(1)} s after the kill; the browser polls ${POLL_MS / 1000} s); ` +
      `exactly once: ${ok ? 'yes' : 'NO'}; ${JSON.stringify(outcome.statuses)}`,
  );
  if (!ok) process.exitCode = 1;
}
