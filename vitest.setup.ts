// Every Vitest project loads this first: property tests (fast-check) run with a fixed seed, so a run is repeatable.
// FC_SEED=random draws a fresh seed (npm run test:explore), FC_SEED=<number> replays one; FC_RUNS sets the runs per
// property (fast-check's default is 100). A failure prints its seed and path in fast-check's own message.
import fc from 'fast-check';

/** Any fixed number would do; this one is the date the seed was fixed. A property that fails on it is a bug. */
export const DEFAULT_FC_SEED = 20_260_601;

function seedOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_FC_SEED;
  if (value === 'random') return Math.floor(Math.random() * 0x7fff_ffff);
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", got "${value}"`);
  return seed;
}

function runsOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FC_RUNS must be a whole number from 1, got "${value}"`);
  return runs;
}

const numRuns = runsOf(process.env.FC_RUNS);
fc.configureGlobal({ seed: seedOf(process.env.FC_SEED), ...(numRuns ? { numRuns } : {}) });
