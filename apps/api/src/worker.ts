// Runs the queue's workers without serving HTTP (`npm run worker`), for PostgreSQL deployments where web nodes
// run with RUN_WORKERS=0. PGlite serves one process: with the embedded database, `npm start` runs the workers itself.
import { buildApp } from './app.ts';
import { loadConfig } from './plugins/config.ts';

const config = loadConfig({ ...process.env, RUN_WORKERS: '1', SEED_DEMO: '0' });
if (config.database.kind === 'pglite') {
  process.stderr.write(
    'npm run worker needs DATABASE_URL (PostgreSQL): with PGlite, npm start runs the workers.\n',
  );
  process.exit(2);
}
const app = await buildApp({ config });
await app.ready();
app.log.info('workers running');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
