// Runs the queue's workers without serving HTTP (`npm run worker`), for PostgreSQL deployments where web nodes
// run with RUN_WORKERS=0. PGlite serves one process: with the embedded database, `npm start` runs the workers itself.
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { JOBS, startWorkers } from './jobs.ts';
import { loggerOptions, resolveLogFormat } from './lib/logger.ts';
import { createMetrics } from './lib/metrics.ts';
import { startMetricsServer } from './lib/metrics-server.ts';
import { startTracing } from './lib/tracing.ts';
import { registerGauges } from './metrics-services.ts';
import { sealClearDatesOfBirth } from './modules/applications/index.ts';
import { sealClearMail } from './modules/mail/index.ts';
import { loadConfig } from './plugins/config.ts';
import { openDatabase } from './plugins/db.ts';
import { startQueue } from './plugins/queue.ts';
import { secretLinkRedactor } from './secret-links.ts';
import { createServices } from './services.ts';

const config = loadConfig({ ...process.env, RUN_WORKERS: '1', SEED_DEMO: '0' });
if (config.database.kind === 'pglite') {
  process.stderr.write(
    'npm run worker needs DATABASE_URL (PostgreSQL): with PGlite, npm start runs the workers.\n',
  );
  process.exit(2);
}
// No routes here to declare the links' secrets: the shared list cuts them, as on a web node (decision 029).
const log = pino(loggerOptions(config.logLevel, resolveLogFormat(config.logFormat), secretLinkRedactor()));
// A worker's jobs and their calls out are traced and measured as a web node's are (decision 056).
const tracerProvider = startTracing(config.tracing);
const metrics = createMetrics({ defaults: Boolean(config.metrics) });
const database = await openDatabase(config.database, log, { traced: Boolean(tracerProvider) });
const queue = await startQueue(database, log, JOBS);
const { workers, applicationsRepository, mailRepository, cipher } = createServices({
  config,
  database,
  queue,
  log,
  metrics,
});
registerGauges(metrics, { database, queue: true });
const metricsServer = config.metrics ? await startMetricsServer(metrics, config.metrics) : undefined;
// A decision reads the date of birth sealed: one saved in clear before decision 023 is sealed first (as app.ts does).
const sealed = await database.startUpExclusive(() => sealClearDatesOfBirth(applicationsRepository, cipher));
if (sealed > 0) log.info({ sealed }, 'dates of birth encrypted at rest');
// The mail a worker delivers is read sealed: a body written in clear before decision 029 is sealed first.
const sealedMail = await database.startUpExclusive(() => sealClearMail(mailRepository, cipher));
if (sealedMail > 0) log.info({ sealed: sealedMail }, 'mail bodies encrypted at rest');
await startWorkers(queue, workers);
log.info({ jobs: workers.map((w) => w.job.name) }, 'workers running');

// SIGTERM/SIGINT (or an uncaught error): stop fetching jobs, let the running ones finish (the queue's stop waits up to
// 10 s), close the database, exit 0 (1 after an error, a second signal, or a close slower than 25 s).
closeWithGrace({ delay: 25_000, logger: log }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'worker stopping after an uncaught error');
  else log.info({ signal }, 'worker stopping');
  await queue.stop();
  await database.close();
  await metricsServer?.close();
  await tracerProvider?.shutdown();
});
