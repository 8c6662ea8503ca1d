// What a node does with the data before it serves (buildApp, app.ts): the asset catalogue mirrored on every start and
// the programs seeded when absent (decisions 021, 047); dates of birth and mail bodies written in clear before
// decisions 023 and 029 sealed, one node at a time; the demo seeded when SEED_DEMO is on. Answers the demo's users.
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from './lib/password-hasher.ts';
import { sealClearDatesOfBirth } from './modules/applications/index.ts';
import { sealClearMail } from './modules/mail/index.ts';
import type { Config } from './plugins/config.ts';
import type { Database } from './plugins/db.ts';
import { syncCatalogue } from './seed/catalogue.ts';
import { seedDemo } from './seed/demo.ts';
import type { Services } from './services.ts';

export async function prepareData({
  config,
  database,
  services,
  hasher,
  clock,
  log,
}: {
  config: Pick<Config, 'seedDemo'>;
  database: Database;
  services: Services;
  hasher: PasswordHasher;
  clock: () => Date;
  log: FastifyBaseLogger;
}): Promise<string[]> {
  await database.startUpExclusive(() => syncCatalogue(database.db));
  const sealed = await database.startUpExclusive(() =>
    sealClearDatesOfBirth(services.applicationsRepository, services.cipher),
  );
  if (sealed > 0) log.info({ sealed }, 'dates of birth encrypted at rest');
  // A signing link among the mail bodies sealed.
  const sealedMail = await database.startUpExclusive(() =>
    sealClearMail(services.mailRepository, services.cipher),
  );
  if (sealedMail > 0) log.info({ sealed: sealedMail }, 'mail bodies encrypted at rest');
  if (!config.seedDemo) return [];
  const seeded = await seedDemo(database.db, hasher, clock(), {
    financing: services.financing,
    signing: services.signing.service,
  });
  return seeded.map((user) => user.userName);
}
