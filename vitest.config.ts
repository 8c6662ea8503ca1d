// One Vitest run for every workspace: domain, the repository's scripts and i18n (node), api (node, PGlite and PostgreSQL), web (jsdom).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Fixed fast-check seed for every project (FC_SEED overrides it; see vitest.setup.ts).
const setupFiles = [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))];

export default defineConfig({
  test: {
    // Two files at once (decision 059): Vitest's default in a run is one worker fewer than the cores, one on a 2-core CI
    // machine, whose second core then mostly waited on PostgreSQL, PGlite's start and the child processes.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', setupFiles } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node', setupFiles } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node', setupFiles } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          // The run's first test app builds the migrated database folder the others copy (test-app.ts keeps it in the
          // temporary folder): 24 migrations on a CI machine whose 2 cores run two API files at once took close to
          // 30 s, so a test that makes its app in its own body gets the hooks' time.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          setupFiles,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // Node 25 and later define their own localStorage (undefined without --localstorage-file), which hides jsdom's.
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles,
          execArgv: ['--no-experimental-webstorage'],
        },
      },
    ],
  },
});
