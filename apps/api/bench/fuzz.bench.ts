// The long fuzz (issue 15): the same property as `npm test`'s, with FUZZ_RUNS requests per database (20,000 here).
import { spawnSync } from 'node:child_process';

const runs = process.env.FUZZ_RUNS ?? '20000';
const started = performance.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'src/test/api-fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs },
});
console.log(
  `long fuzz: ${runs} requests per database in ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exitCode = result.status ?? 1;
