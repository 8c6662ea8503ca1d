// The composition of issue 27's live status and notices (decision 042), beside credit-services.ts: the reactions the
// status writer runs in each change's transaction (a live event, the notices), the live streams' service, and what
// every node does when it hears a commit's event (its streams, the notices' e-mails).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  type ApplicationsRepository,
  createApplicationListService,
  type StatusReaction,
} from './modules/applications/index.ts';
import {
  createLiveRepository,
  createLiveService,
  listenForLiveEvents,
  liveRoutes,
} from './modules/live/index.ts';
import type { MailService } from './modules/mail/index.ts';
import {
  createNotificationsRepository,
  createNotificationsService,
  notificationsRoutes,
} from './modules/notifications/index.ts';
import { noticeMailees, noticeRecipients, openSessionIds } from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Database, Db } from './plugins/db.ts';

type Translate = Parameters<typeof createNotificationsService>[0]['translate'];

/** The notices and the live events' table, built before the status writer, which runs their reactions. */
export function createNotices({
  config,
  db,
  mail,
  translate,
  log,
  clock,
}: {
  config: Config;
  db: Db;
  mail: MailService;
  translate: Translate;
  log: FastifyBaseLogger;
  clock: () => Date;
}) {
  const liveRepository = createLiveRepository(db);
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    reads: { recipients: noticeRecipients, mailees: (ids) => noticeMailees(db, ids) },
    mail,
    translate,
    publicUrl: config.esign.publicUrl,
    log,
    clock,
  });
  const reactions: StatusReaction[] = [liveRepository.record, notifications.react];
  return { liveRepository, notifications, reactions };
}

/** This node's streams, given the dashboard's counts of a vendor. */
export function createLive(
  {
    config,
    log,
    clock,
    database,
  }: { config: Config; log: FastifyBaseLogger; clock: () => Date; database: Database },
  liveRepository: ReturnType<typeof createLiveRepository>,
  applications: ApplicationsRepository,
) {
  const { summary } = createApplicationListService({ applications });
  return createLiveService({
    repository: liveRepository,
    counts: summary,
    // A stream ends with its session (logout, a password changed elsewhere, expiry), checked at each heartbeat.
    openSessions: (ids) => openSessionIds(database.db, ids, clock(), config.session.idleMs),
    limits: config.live,
    log,
    clock,
  });
}

/**
 * The routes, and this node's listener: each event committed by any node reaches this node's streams, and this node
 * tries to write the notices' e-mails (each is claimed by one node only). The streams close before the server does.
 */
export async function registerLive(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
  services: {
    live: ReturnType<typeof createLive>;
    notifications: ReturnType<typeof createNotices>['notifications'];
  },
) {
  await app.register(liveRoutes, {
    prefix: '/api',
    service: services.live,
    retryAfterSeconds: config.pressure.retryAfterSeconds,
  });
  await app.register(notificationsRoutes, { prefix: '/api', service: services.notifications });
  const listener = await listenForLiveEvents({
    url: config.database.kind === 'postgres' ? config.database.url : undefined,
    pgliteListen: database.listen,
    onEvent: (event) => {
      void services.live.received(event);
      void services.notifications.mailWaiting();
    },
    onListening: () => services.live.caughtUp(),
    log: app.log,
  });
  app.addHook('preClose', async () => services.live.hub.closeAll());
  app.addHook('onClose', () => listener.close());
}
