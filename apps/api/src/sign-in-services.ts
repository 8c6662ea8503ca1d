// Sign-in, built for the composition root (services.ts): the password's check and the session, and the second factor
// (issue 36, decision 053) whose step the password's sign-in may go on to.
import type { PasswordHasher } from './lib/password-hasher.ts';
import type { SinCipher } from './lib/sin-cipher.ts';
import type { AuditRepository } from './modules/audit/index.ts';
import {
  createAuthService,
  createFactorsRepository,
  createFactorsService,
  createSecondStepService,
  createSessionStart,
  createSessionsRepository,
  createSignInStepsRepository,
  createUsersRepository,
  type SessionCache,
} from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Db } from './plugins/db.ts';

export function createSignIn(deps: {
  config: Config;
  db: Db;
  audit: AuditRepository;
  hasher: PasswordHasher;
  cipher: SinCipher;
  clock: () => Date;
  sessionCache: SessionCache;
}) {
  const { config, db, audit, clock, cipher } = deps;
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
    cipher,
    audit,
    clock,
    config,
  });
  return {
    auth: createAuthService({ ...deps, users, sessions, secondStep: secondStep.afterPassword }),
    factors: factorsService,
    secondStep,
    /** Expired tickets and WebAuthn challenges go (the maintenance job). */
    pruneSignInSteps: (now: Date) => steps.prune(now),
  };
}
