// Issue 15's crash scenario at a larger size than the test's: a node killed with SIGKILL during BENCH_CRASH_SUBMITS
// submits (100 by default), restarted, every submission decided exactly once; prints how long recovery took. Then
// issue 22's closing half: BENCH_SIGNING_ROUNDS rounds (12 by default) of a node killed during signing requests and
// signatures, certificate requests and upload completions; after each restart no deal may be stranded.
// Needs TEST_DATABASE_URL (PostgreSQL).
import { runSigningCrash } from '../src/test/signing-crash.ts';
import { POLL_MS, runSubmitCrash } from '../src/test/submit-crash.ts';

const SUBMITS = Number(process.env.BENCH_CRASH_SUBMITS ?? 100);
const ROUNDS = Number(process.env.BENCH_SIGNING_ROUNDS ?? 12);

if (!process.env.TEST_DATABASE_URL) {
  console.log('submit crash: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
} else {
  if (SUBMITS > 0) {
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
  if (ROUNDS > 0) {
    const signing = await runSigningCrash({
      rounds: ROUNDS,
      dealsPerKind: 3,
      others: 2,
      log: (line) => console.log(`  ${line}`),
    });
    const inFlight: Record<string, number> = {};
    for (const kill of signing.inFlightAtKill)
      for (const [what, n] of Object.entries(kill)) inFlight[what] = (inFlight[what] ?? 0) + n;
    const slowest = Math.max(...signing.settledAfterRestartMs);
    console.log(
      `signing crash: ${signing.rounds} rounds (SIGKILL each), ${signing.operations} calls, ` +
        `${signing.acknowledged} acknowledged, in flight at the kills ${JSON.stringify(inFlight)}`,
    );
    console.log(
      `  stranded deals: ${signing.stranded.length}; acknowledged calls lost: ${signing.lost.length}; ` +
        `deals finished after the restarts: ${signing.finished} (uploads completed again ${signing.uploadsCompletedAgain}, ` +
        `uploaded anew ${signing.uploadsUploadedAnew}); agreed at most ${(slowest / 1000).toFixed(1)} s after a restart`,
    );
    for (const line of [...signing.stranded, ...signing.lost]) console.log(`  ${line}`);
    if (signing.stranded.length > 0 || signing.lost.length > 0) process.exitCode = 1;
  }
}
