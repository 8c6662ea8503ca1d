// `npm run test:explore`: the property tests (the test files that import fast-check) with a fresh random seed and
// 1,000 runs per property, to look for counterexamples the fixed seed of CI (vitest.setup.ts) never draws.
// A failure prints its seed; `FC_SEED=<seed> FC_RUNS=1000 npx vitest run <file>` replays it. Keep the case as a test.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'data', '.git']);

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const files = ['packages', 'apps']
  .flatMap((top) => [...testFiles(path.join(root, top))])
  .filter((file) => /from ['"]fast-check['"]/.test(readFileSync(file, 'utf8')))
  .map((file) => path.relative(root, file));

const env = {
  ...process.env,
  FC_SEED: process.env.FC_SEED || 'random',
  FC_RUNS: process.env.FC_RUNS || '1000',
};
process.stdout.write(
  `Property tests in ${files.length} files, FC_SEED=${env.FC_SEED}, FC_RUNS=${env.FC_RUNS}\n`,
);
const vitest = path.join(root, 'node_modules/.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');
const child = spawn(vitest, ['run', ...files, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
