// Issue 22's crash test for the closing half: a node on PostgreSQL killed with SIGKILL while signatures are requested
// and signed (in person and by e-mail, one and two signers), certificates requested and uploads completed; after the
// restart and its reconciliation no deal is stranded, no acknowledged call is lost, and every deal can be finished.
// The scenario is in test/signing-crash.ts; `npm run bench -- submit-crash` runs it for more rounds. PostgreSQL only
// (as submit-crash.test.ts: a PGlite folder belongs to one process).
import { describe, expect, it } from 'vitest';
import { runSigningCrash } from './test/signing-crash.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  process.stderr.write(
    '\n*** signing crash test SKIPPED: TEST_DATABASE_URL is unset (e.g. postgres://postgres@127.0.0.1:5432/test) ***\n\n',
  );

/** Two node starts on a loaded machine, the start-up reconciliation and the sends it makes. */
const TIMEOUT_MS = 300_000;

describe.skipIf(!adminUrl)('a node killed (SIGKILL) during signing, on PostgreSQL', () => {
  it(
    'leaves no deal stranded after the restart: envelopes and applications agree, and every deal can be finished',
    async () => {
      const outcome = await runSigningCrash({
        rounds: 1,
        dealsPerKind: 1,
        others: 1,
        log: (line) => process.stderr.write(`signing crash: ${line}\n`),
      });
      process.stderr.write(
        `signing crash: ${outcome.operations} calls, ${outcome.acknowledged} acknowledged, ` +
          `${outcome.stranded.length} stranded, ${outcome.finished} at their end after the restart\n`,
      );
      expect(outcome.inFlightAtKill[0]).toBeDefined();
      expect(outcome.acknowledged).toBeGreaterThan(0);
      expect(outcome.stranded).toEqual([]);
      expect(outcome.lost).toEqual([]);
      // Four signing deals (in person and by e-mail, one and two signers) and one upload at their end after the restart,
      // whether they got there before the kill (an upload completed early, issue 22's CI failure) or after it.
      expect(outcome.finished).toBe(5);
    },
    TIMEOUT_MS,
  );
});

// Reported as skipped, by name, in the run's summary (never as a pass) when there is no PostgreSQL to run on.
if (!adminUrl)
  describe('a node killed (SIGKILL) during signing, on PostgreSQL', () => {
    it.skip('skipped: TEST_DATABASE_URL is unset (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
  });
