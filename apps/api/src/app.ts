// Builds the API server: plugins, modules and the web app. Never listens (server.ts does); tests use app.inject().
import type { Writable } from 'node:stream';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createHttpBureau } from './adapters/bureau/http-bureau.ts';
import { createSimulatedBureau } from './adapters/bureau/simulated-bureau.ts';
import { AppError } from './lib/app-error.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password-hasher.ts';
import { createSinCipher, loadKey } from './lib/sin-cipher.ts';
import { createApplicationsRepository } from './modules/applications/applications.repository.ts';
import {
  applicationsRoutes,
  documentApplicationsRoutes,
} from './modules/applications/applications.routes.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createDecisionsRepository } from './modules/decisions/decisions.repository.ts';
import { createDecisionService } from './modules/decisions/decisions.service.ts';
import { formOptionsRoutes } from './modules/form-options/form-options.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { scanRoutes } from './modules/scan/scan.routes.ts';
import { createUnderwriterRepository } from './modules/underwriter/underwriter.repository.ts';
import { underwriterRoutes } from './modules/underwriter/underwriter.routes.ts';
import { createUnderwriterService } from './modules/underwriter/underwriter.service.ts';
import { createAuthService } from './modules/users/auth.service.ts';
import { createSessionsRepository } from './modules/users/sessions.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import type { Config } from './plugins/config.ts';
import { type Database, openDatabase } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { type Queue, startQueue } from './plugins/queue.ts';
import { webPlugin } from './plugins/web.ts';
import { seedDemo } from './seed/demo.ts';

export interface AppOptions {
  config: Config;
  /** Tests pass a clock to move time; the server uses the real one. */
  clock?: () => Date;
  hasher?: PasswordHasher;
  /** Where the logs go (tests read them to prove what they never contain); standard output by default. */
  logStream?: Writable;
}

/** Values never written to the logs (ARCHITECTURE §5). */
const REDACT = [
  'req.headers.authorization',
  '*.password',
  '*.newPassword',
  '*.confirmNewPassword',
  '*.authToken',
  '*.token',
  '*.sin',
  '*.dob',
];

export async function buildApp({
  config,
  clock = () => new Date(),
  logStream,
  hasher = createPasswordHasher(),
}: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config.database, app.log);
  const queue = config.jobs.enabled ? await startQueue(database, app.log) : undefined;
  app.decorate('queue', queue);
  app.addHook('onClose', async () => {
    await queue?.stop();
    await database.close();
  });
  app.decorate('database', database);
  app.decorate('sinCipher', createSinCipher(loadKey(config.dataKey, config.dataDir)));

  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, hasher, clock());
    app.decorate(
      'seededUsers',
      seeded.map((u) => u.userName),
    );
  } else {
    app.decorate('seededUsers', []);
  }

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(underPressure, {
    maxEventLoopDelay: 1_000,
    pressureHandler: () => {
      throw new AppError('errors:api.serviceUnavailable', 503);
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('errors:api.tooManyRequests', 429, { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Vendor portal API', version: '1.5.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const audit = createAuditRepository(db);
  const auth = createAuthService({
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    audit,
    hasher,
    clock,
    config,
  });
  await app.register(authPlugin, { auth });
  await app.register(usersRoutes, { prefix: '/api', auth, ratePerMinute: config.login.ratePerMinute });
  const applicationsRepository = createApplicationsRepository(db);
  const applicationsService = createApplicationsService({
    applications: applicationsRepository,
    audit,
    cipher: app.sinCipher,
    clock,
    enqueueDecision: queue?.enqueueDecision,
    actionLabels: (event) => ({
      en: app.translate('en', `actions:${event}`),
      fr: app.translate('fr', `actions:${event}`),
    }),
  });
  await app.register(applicationsRoutes, { prefix: '/api', service: applicationsService });
  await app.register(documentApplicationsRoutes, { prefix: '/doc-api', service: applicationsService });
  if (queue && config.jobs.runWorkers) {
    const decisions = createDecisionService({
      decisions: createDecisionsRepository(db),
      applications: applicationsRepository,
      audit,
      bureau: config.bureauUrl ? createHttpBureau({ url: config.bureauUrl }) : createSimulatedBureau(),
      cipher: app.sinCipher,
      thresholds: config.policy,
      log: app.log,
    });
    await queue.workDecisions((job) => decisions.decide(job));
    // Submissions whose job was lost between commit and send (a crash) are queued again; the send is idempotent.
    for (const job of await decisions.undecided()) {
      if (job.submissionId)
        await queue.enqueueDecision({ applicationId: job.applicationId, submissionId: job.submissionId });
    }
  }
  await app.register(formOptionsRoutes, { prefix: '/api' });
  await app.register(scanRoutes, { prefix: '/api', applications: createApplicationsRepository(db) });
  await app.register(underwriterRoutes, {
    prefix: '/api',
    service: createUnderwriterService({ repository: createUnderwriterRepository(db), audit }),
  });
  await app.register(healthRoutes, { prefix: '/api', service: createHealthService({ database, queue }) });
  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    sinCipher: ReturnType<typeof createSinCipher>;
    seededUsers: string[];
    /** The job queue, when JOBS is on. */
    queue: Queue | undefined;
  }
}

export type App = FastifyInstance;
