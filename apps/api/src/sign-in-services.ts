// Sign-in, built for the composition root (services.ts): the session cache, the lock by name shared by every node
// (decision 052), the password's check and the session, and the second factor (issue 36, decision 053) whose step the
// password's sign-in may go on to.
import type { PasswordHasher } from './lib/password-hasher.ts';
import type { SinCipher } from './lib/sin-cipher.ts';
import type { AuditRepository } from './modules/audit/index.ts';
import {
  createAuthService,
  createFactorsRepository,
  createFactorsService,
  createSecondStepService,
  createSessionCache,
  createSessionStart,
  createSessionsRepository,
  createSignInLock,
  createSignInLockRepository,
  createSignInStepsRepository,
  createUsersRepository,
} from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Database, Db } from './plugins/db.ts';

export function createSignIn(deps: {
  config: Config;
  database: Database;
  db: Db;
  audit: AuditRepository;
  hasher: PasswordHasher;
  cipher: SinCipher;
  dataKey: Buffer;
  clock: () => Date;
}) {
  const { config, database, db, audit, clock, cipher, hasher } = deps;
  // On PostgreSQL the cache stays off until app.ts's listener hears other nodes' logouts (decision 024).
  const sessionCache = createSessionCache({
    ttlMs: config.session.cacheMs,
    clock,
    enabled: database.kind === 'pglite',
  });
  const signInLock = createSignInLock({
    repository: createSignInLockRepository(db),
    dataKey: deps.dataKey,
    limits: config.login,
    clock,
  });
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const factors = createFactorsRepository(db);
  const steps = createSignInStepsRepository(db);
  const factorsService = createFactorsService({ factors, steps, cipher, audit, clock, config });
  const secondStep = createSecondStepService({
    users,
    factors,
    steps,
    factorsService,
    startSession: createSessionStart({ sessions, audit, clock, config }),
    signInLock,
    cipher,
    audit,
    clock,
    config,
  });
  return {
    auth: createAuthService({
      users,
      sessions,
      audit,
      hasher,
      clock,
      config,
      sessionCache,
      signInLock,
      secondStep: secondStep.afterPassword,
    }),
    sessionCache,
    signInLock,
    factors: factorsService,
    secondStep,
    /** Expired tickets and WebAuthn challenges go (the maintenance job). */
    pruneSignInSteps: (now: Date) => steps.prune(now),
  };
}
