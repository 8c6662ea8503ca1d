// Starts the portal: builds the app, listens, prints the sign-in names, and shuts down gracefully.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { createMetrics } from './lib/metrics.ts';
import { startMetricsServer } from './lib/metrics-server.ts';
import { startTracing } from './lib/tracing.ts';
import { loadConfig } from './plugins/config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';

const config = loadConfig();
// Tracing first: the provider must be registered before the app makes its first span (decision 056).
const tracerProvider = startTracing(config.tracing);
const metrics = createMetrics({ defaults: Boolean(config.metrics) });
const app = await buildApp({ config, metrics, tracerProvider });
const metricsServer = config.metrics ? await startMetricsServer(metrics, config.metrics) : undefined;

// On SIGTERM/SIGINT (or an uncaught error) the app closes: the port is released, new requests get 503 (so the balancer
// stops sending), requests in flight finish, the queue stops its workers, the database closes; then exit 0 (1 after an
// error). A second signal, or a close slower than SHUTDOWN_GRACE_MS, exits 1 at once. Container runtimes wait 10 s by
// default before SIGKILL: compose.yaml gives 30 s (stop_grace_period).
const SHUTDOWN_GRACE_MS = 25_000;
closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  // Not ready from now on: the balancer takes this node out while it still serves what it is sent (SHUTDOWN_DRAIN_SECONDS).
  app.services.health.drain();
  if (config.drainMs > 0 && !err) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
  await app.close();
  await metricsServer?.close();
  await tracerProvider?.shutdown();
});

// The contract seal's identity is read (made, on the embedded default's first start) before any request can wait on it.
app.services.signing.service.prepareSeal();
await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
// PORT=0 asks the system for a free port (tests do): show the one it gave.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lines = [`Vendor portal at http://${shownHost}:${port} (database: ${app.database.kind})`];
if (metricsServer) lines.push(`Metrics at http://${config.metrics?.host}:${metricsServer.port}/metrics`);
if (app.seededUsers.length > 0) {
  lines.push(`Demo data seeded. Sign in with any of these users, password ${DEMO_PASSWORD}:`);
  for (const user of DEMO_USERS) lines.push(`  ${user.userName.padEnd(20)} ${user.note}`);
} else if (config.seedDemo) {
  lines.push(
    `Demo users (password ${DEMO_PASSWORD} unless changed): ${DEMO_USERS.map((u) => u.userName).join(', ')}`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
