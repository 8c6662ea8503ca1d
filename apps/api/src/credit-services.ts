// The composition root's credit part (services.ts): the lender's credit decision on the bureau's files, and the
// second look by its partner (decision 039), each adapter chosen by configuration, over one decisions repository.
import type { FastifyBaseLogger } from 'fastify';
import { createHttpBureau } from './adapters/bureau/http-bureau.ts';
import { createSimulatedBureau } from './adapters/bureau/simulated-bureau.ts';
import { createHttpPartner } from './adapters/partner/http-partner.ts';
import { createSimulatedPartner } from './adapters/partner/simulated-partner.ts';
import type { Metrics } from './lib/metrics.ts';
import type { SinCipher } from './lib/sin-cipher.ts';
import { instrumentOutgoing } from './lib/tracing.ts';
import type { ApplicationStatus, ApplicationsRepository } from './modules/applications/index.ts';
import {
  createDecisionService,
  createDecisionsRepository,
  createSecondLookService,
  type SecondLookJob,
  secondLookJob,
} from './modules/decisions/index.ts';
import { vendorsByIds } from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Db } from './plugins/db.ts';
import type { Queue } from './plugins/queue.ts';

/** What the credit part is built from: the configuration and the composition root's foundation. */
interface CreditContext {
  config: Pick<Config, 'bureauUrl' | 'partner' | 'policy'>;
  queue?: Queue | undefined;
  log: FastifyBaseLogger;
  db: Db;
  dataKey: Buffer;
  cipher: SinCipher;
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  /** The outgoing calls' counts and times (issue 38); none in a test that builds its own. */
  metrics?: Metrics | undefined;
}

export function createCredit({
  config,
  queue,
  log,
  db,
  dataKey,
  cipher,
  applications,
  status,
  metrics,
}: CreditContext) {
  const repository = createDecisionsRepository(db);
  const vendorById = async (vendorId: number) => (await vendorsByIds(db, [vendorId]))[0];
  const decisions = createDecisionService({
    decisions: repository,
    applications,
    vendorById,
    status,
    bureau: instrumentOutgoing(
      'bureau',
      config.bureauUrl ? createHttpBureau({ url: config.bureauUrl }) : createSimulatedBureau({ dataKey }),
      ['pull'],
      metrics,
    ),
    cipher,
    thresholds: config.policy,
    log,
  });
  const secondLook = createSecondLookService({
    decisions: repository,
    applications,
    vendorById,
    status,
    partner: instrumentOutgoing(
      'partner',
      config.partner.url
        ? createHttpPartner({ url: config.partner.url })
        : createSimulatedPartner({ dataKey }),
      ['submit', 'answer'],
      metrics,
    ),
    cipher,
    answerWaitMs: config.partner.answerWaitMs,
    log,
  });
  return {
    decisions,
    secondLook,
    /** Queues one second look; absent when the queue is off (it then waits for a node that runs the queue). */
    enqueueSecondLook: queue ? (job: SecondLookJob) => queue.send(secondLookJob, job) : undefined,
  };
}
