// Builds the API server: plugins, modules and the web app. Never listens (server.ts does); tests use app.inject().
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerIntegrations } from './integration-services.ts';
import { JOBS, startWorkers } from './jobs.ts';
import { registerLender } from './lender-services.ts';
import { AppError } from './lib/app-error.ts';
import { declareSecretLink } from './lib/link-secrets.ts';
import { loggerOptions, resolveLogFormat } from './lib/logger.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password-hasher.ts';
import type { TracerProvider } from './lib/tracing.ts';
import { registerLive } from './live-services.ts';
import { registerGauges } from './metrics-services.ts';
import { applicationsRoutes, documentApplicationsRoutes } from './modules/applications/index.ts';
import { assetsRoutes } from './modules/assets/index.ts';
import { certificatesRoutes } from './modules/certificates/index.ts';
import { customerLinkRoutes, customerRoutes } from './modules/customer/index.ts';
import { financingRoutes } from './modules/financing/index.ts';
import { formOptionsRoutes } from './modules/form-options/index.ts';
import { fundingDocumentRoutes, fundingReviewRoutes } from './modules/funding/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { mailRoutes } from './modules/mail/index.ts';
import { programsRoutes } from './modules/programs/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { scanRoutes } from './modules/scan/index.ts';
import { documentSigningRoutes, esignPagesRoutes, signingRoutes } from './modules/signing/index.ts';
import { smsRoutes } from './modules/sms/index.ts';
import { timelineRoutes } from './modules/timeline/index.ts';
import { underwriterRoutes } from './modules/underwriter/index.ts';
import { uploadsRoutes } from './modules/uploads/index.ts';
import { listenForEndedSessions, settingsRoutes, signInRoutes } from './modules/users/index.ts';
import { answerSerializerCompiler } from './plugins/answer-serializer.ts';
import { authPlugin } from './plugins/auth.ts';
import type { Config } from './plugins/config.ts';
import { type Database, openDatabase } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { nameOperations, openapiPlugin } from './plugins/openapi.ts';
import { pressurePlugin } from './plugins/pressure.ts';
import { type Queue, startQueue } from './plugins/queue.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTelemetry } from './plugins/telemetry.ts';
import { webPlugin } from './plugins/web.ts';
import { assertListed, secretLinkRedactor } from './secret-links.ts';
import { createServices, type Services } from './services.ts';
import { prepareData } from './start-up.ts';

/** The release the OpenAPI description names: the package's own version. */
const API_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

export interface AppOptions {
  config: Config;
  /** Tests pass a clock to move time; the server uses the real one. */
  clock?: () => Date;
  hasher?: PasswordHasher;
  /** Where the logs go (tests read them to prove what they never contain); standard output by default. */
  logStream?: Writable;
  /** Serialise every answer both ways and fail on a difference (plugins/answer-serializer.ts); the tests set it. */
  checkAnswers?: boolean;
  /** PGlite only: a migrated data folder to start from (plugins/db.ts `OpenOptions`); the tests pass one. */
  pgliteFrom?: Blob;
  /** The process's metrics (server.ts makes them with the process's own when METRICS_PORT is set). */
  metrics?: Metrics;
  /** A tracer provider registered for this process (lib/tracing.ts): requests, statements and jobs get spans. */
  tracerProvider?: TracerProvider;
  /** Off only for the benchmark that measures what counting each request costs (`npm run bench -- api`). */
  httpMetrics?: boolean;
}

export async function buildApp({
  config,
  clock = () => new Date(),
  logStream,
  hasher = createPasswordHasher(),
  checkAnswers = false,
  pgliteFrom,
  metrics = createMetrics({ defaults: false }),
  tracerProvider,
  httpMetrics = true,
}: AppOptions) {
  // The links' secrets the routes declare (config.secretLink), cut from every log line (decision 029).
  const links = secretLinkRedactor();
  const app = Fastify({
    // A stream given by a test takes JSON; otherwise the format of the configuration or of the terminal.
    logger: logStream
      ? { ...loggerOptions(config.logLevel, 'json', links), stream: logStream }
      : loggerOptions(config.logLevel, resolveLogFormat(config.logFormat), links),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestTimeout: 60_000,
    // The router's and Node's own refusals answer { errorMessage } like every other one (ARCHITECTURE §4).
    frameworkErrors,
    clientErrorHandler,
    // While closing, the pressure plugin sheds requests with Retry-After and { errorMessage }; Fastify's own 503 has
    // neither (decision 023: every 503 says when to come back).
    return503OnClosing: false,
  });
  // Before any route: each route's declared secrets reach the logger; a secret-named parameter left undeclared stops
  // the start.
  app.addHook('onRoute', declareSecretLink(links));
  app.addHook('onRoute', assertListed);
  // Every documented operation has its name and summary (plugins/operations.ts, decision 055).
  app.addHook('onRoute', nameOperations);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: checkAnswers }));

  const database = await openDatabase(config.database, app.log, {
    pgliteFrom,
    traced: Boolean(tracerProvider),
  });
  const queue = config.jobs.enabled ? await startQueue(database, app.log, JOBS) : undefined;
  const services = createServices({ config, database, queue, log: app.log, clock, hasher, metrics });
  registerGauges(metrics, { database, queue: Boolean(queue), liveStreams: () => services.live.hub.size() });
  app.decorate('metrics', metrics);
  app.decorate('queue', queue);
  app.addHook('onClose', async () => {
    await services.close();
    await queue?.stop();
    await database.close();
  });
  app.decorate('database', database);
  app.decorate('services', services);
  await listenForSessionEnds(app, { config, database }, services);
  app.decorate('sinCipher', services.cipher);

  // The catalogue mirrored, data written in clear before encryption sealed, the demo seeded (start-up.ts).
  app.decorate('seededUsers', await prepareData({ config, database, services, hasher, clock, log: app.log }));

  // First of all: every request is counted and, with tracing on, in a span from its first hook (decision 056).
  await registerTelemetry(app, httpMetrics ? metrics : undefined, tracerProvider);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await registerSecurityHeaders(app);
  await app.register(pressurePlugin, { ...config.pressure, onShed: () => metrics.shed.inc() });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('errors:api.tooManyRequests', 429, { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(openapiPlugin, { version: API_VERSION });

  await app.register(authPlugin, {
    auth: services.auth,
    keys: services.apiKeys,
    keyRatePerMinute: config.integrations.keyRatePerMinute,
    publicDocs: config.apiDocs === 'public',
  });
  await app.register(signInRoutes, {
    prefix: '/api',
    ...services,
    ratePerMinute: config.login.ratePerMinute,
  });
  await registerSettings(app, services);
  await registerLender(app, services.lender);
  await registerIntegrations(app, services, config);
  await app.register(applicationsRoutes, { prefix: '/api', service: services.applications });
  await app.register(documentApplicationsRoutes, { prefix: '/doc-api', service: services.applications });
  await app.register(formOptionsRoutes, { prefix: '/api' });
  await app.register(scanRoutes, { prefix: '/api', service: services.scan });
  await app.register(underwriterRoutes, { prefix: '/api', service: services.underwriter });
  await app.register(timelineRoutes, { prefix: '/api', service: services.timeline });
  await app.register(signingRoutes, { prefix: '/api', service: services.signing.service });
  await app.register(documentSigningRoutes, {
    prefix: '/doc-api',
    service: services.signing.service,
    esign: services.signing.esign,
    onWebhook: services.signing.service.onWebhook,
  });
  await app.register(esignPagesRoutes, { pages: services.signing.pages, translate: services.translate });
  await app.register(uploadsRoutes, {
    prefix: '/doc-api',
    service: services.uploads,
    storage: services.storage,
  });
  await app.register(fundingDocumentRoutes, { prefix: '/doc-api', service: services.funding });
  await app.register(fundingReviewRoutes, { prefix: '/api', service: services.funding });
  await app.register(certificatesRoutes, { prefix: '/api', service: services.certificates });
  await app.register(assetsRoutes, { prefix: '/api', service: services.assets });
  await app.register(programsRoutes, { prefix: '/api', service: services.programs });
  await app.register(financingRoutes, {
    prefix: '/api',
    service: services.financing,
    share: services.share,
  });
  // The demo's mailbox exists only while the built-in adapter keeps the mail: with SMTP there is no such route.
  if (services.mail.adapter.kind === 'mailbox')
    await app.register(mailRoutes, { prefix: '/api', service: services.mail });
  await registerCustomerDevice(app, services);
  // The live status stream and each user's notices (decision 042).
  await registerLive(app, { config, database }, services);
  await app.register(reportsRoutes, {
    prefix: '/api',
    service: services.reports,
    translate: services.translate,
  });
  await app.register(healthRoutes, { prefix: '/api', service: services.health });
  await app.register(webPlugin, { webDist: config.webDist });
  // Web nodes of a PostgreSQL deployment leave the jobs to `npm run worker` (RUN_WORKERS=0).
  if (queue && config.jobs.runWorkers) await startWorkers(queue, services.workers);
  return app;
}

/**
 * Every node's ended sessions reach this node (decision 052): its session cache forgets them (off while the listener
 * is down, decision 024) and their live streams close at once; listening again, the streams' sessions are checked.
 */
async function listenForSessionEnds(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
  { sessionCache, live }: Services,
) {
  const listener = await listenForEndedSessions({
    url: config.database.kind === 'postgres' ? config.database.url : undefined,
    pgliteListen: database.listen,
    receiver: {
      ended(notice) {
        // An unreadable notification may be an ended session: the cache forgets everything rather than guess.
        if (!notice) return sessionCache.setEnabled(true);
        sessionCache.forget(notice);
        // A user's new rights end no session: the streams go on.
        if ('refreshed' in notice) return;
        if ('session' in notice) live.hub.endSessions({ sessionId: notice.session });
        else if ('user' in notice) live.hub.endSessions({ userId: notice.user });
        else live.hub.endSessions({ vendorId: notice.vendor });
      },
      listening(on) {
        sessionCache.setEnabled(on);
        if (on) void live.hub.checkSessions();
      },
    },
    log: app.log,
  });
  app.addHook('onClose', () => listener.close());
}

/** Settings (issue 27): the user's language and the dealership's users its vendor admin manages. */
async function registerSettings(app: FastifyInstance, services: Services) {
  await app.register(settingsRoutes, {
    prefix: '/api',
    vendorUsers: services.vendorUsers,
    settings: services.userSettings,
  });
}

/**
 * The customer's own device (issue 26): the salesperson's links, the customer's calls outside the /api sessions, and
 * the demo's SMS outbox beside the mailbox (only while the built-in adapter keeps the messages).
 */
async function registerCustomerDevice(app: FastifyInstance, services: Services) {
  if (services.sms.adapter.kind === 'outbox')
    await app.register(smsRoutes, { prefix: '/api', service: services.sms });
  await app.register(customerLinkRoutes, { prefix: '/api', service: services.customerLinks });
  await app.register(customerRoutes, { prefix: '/customer-api', service: services.customer });
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    sinCipher: Services['cipher'];
    /** The composition root's services (services.ts), for tests and benchmarks that act below HTTP. */
    services: Services;
    seededUsers: string[];
    /** The job queue, when JOBS is on. */
    queue: Queue | undefined;
    /** This app's Prometheus metrics (lib/metrics.ts), served by lib/metrics-server.ts on METRICS_PORT. */
    metrics: Metrics;
  }
}

export type App = FastifyInstance;
