// The sign-in's second step (issue 36, decision 053). After the password, a user with a factor gets a ticket and
// answers with a passkey, a one-time code or a recovery code; a user who must have one and has none gets an enrolment
// ticket and sets one up before the session starts. A passkey alone, user-verifying, signs in without a password.
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type {
  PasskeyOptionsAnswer,
  PasskeyRegisterInput,
  PasskeySignInInput,
  SecondStepAnswer,
  SecondStepCodeInput,
  SecondStepMethod,
  SessionLoginAnswer,
  TotpConfirmInput,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { RequestMeta } from './credentials.ts';
import type { FactorsRepository } from './factors.repository.ts';
import { type FactorsService, hashRecoveryCode } from './factors.service.ts';
import { authenticationOptions, CHALLENGE_TTL_MS, verifiedAssertion } from './passkeys.ts';
import { assertMaySignIn, hashToken, type SignInUser, type StartSession } from './session-start.ts';
import type { SignInLock } from './sign-in-lock.ts';
import type { SignInStepsRepository, TicketRow } from './sign-in-steps.repository.ts';
import { totpStepOf } from './totp.ts';
import type { UsersRepository } from './users.repository.ts';

/** Wrong codes a ticket takes before it is spent and the sign-in starts again from the password. */
export const TICKET_MAX_FAILURES = 5;
const VERIFY_TTL_MS = 5 * 60_000;
/** Setting up a factor takes longer (installing an app, finding a key). */
const ENROL_TTL_MS = 15 * 60_000;

interface Deps {
  users: UsersRepository;
  factors: FactorsRepository;
  steps: SignInStepsRepository;
  factorsService: FactorsService;
  startSession: StartSession;
  /** The lock by name (decision 052): a wrong code counts as a wrong password does. */
  signInLock: Pick<SignInLock, 'check' | 'recordFailure' | 'clear'>;
  cipher: SinCipher;
  audit: AuditRepository;
  clock: () => Date;
  config: Pick<Config, 'secondFactor'>;
}

const expiredStep = () => new AppError('factors:api.stepExpired', 401);

/** Enrolment at sign-in: the same setup as Settings, for the enrolment ticket's user; the session starts with it. */
function enrolment({
  ticketUser,
  finish,
  factorsService,
}: {
  ticketUser: (ticket: string, kind: TicketRow['kind']) => Promise<{ found: SignInUser }>;
  finish: (ticket: string, found: SignInUser, meta: RequestMeta, how: string) => Promise<SessionLoginAnswer>;
  factorsService: FactorsService;
}) {
  return {
    async enrolTotp(ticket: string) {
      const { found } = await ticketUser(ticket, 'enrol');
      return factorsService.startTotp(found.user);
    },

    async enrolTotpConfirm(input: TotpConfirmInput & { ticket: string }, meta: RequestMeta) {
      const { found } = await ticketUser(input.ticket, 'enrol');
      const { recoveryCodes } = await factorsService.confirmTotp(
        found.user,
        input.code,
        input.name,
        meta.ip ?? null,
      );
      return { ...(await finish(input.ticket, found, meta, 'totp enrolled')), recoveryCodes };
    },

    async enrolPasskeyOptions(ticket: string) {
      const { found } = await ticketUser(ticket, 'enrol');
      return factorsService.passkeyOptions(found.user);
    },

    async enrolPasskey(input: PasskeyRegisterInput & { ticket: string }, meta: RequestMeta) {
      const { found } = await ticketUser(input.ticket, 'enrol');
      const { recoveryCodes } = await factorsService.addPasskey(found.user, input, meta.ip ?? null);
      return { ...(await finish(input.ticket, found, meta, 'passkey enrolled')), recoveryCodes };
    },
  };
}

export function createSecondStepService(deps: Deps) {
  const { users, factors, steps, factorsService, startSession, signInLock, cipher, audit, clock } = deps;
  const relying = deps.config.secondFactor;

  async function userOf(ticket: TicketRow): Promise<SignInUser> {
    const found = await users.findById(ticket.userId);
    if (!found) throw expiredStep();
    return found;
  }

  /** A ticket of this kind, still good: its user. */
  async function ticketUser(ticket: string, kind: TicketRow['kind']) {
    const row = await steps.ticket(hashToken(ticket), clock());
    if (!row || row.kind !== kind) throw expiredStep();
    return { row, found: await userOf(row) };
  }

  /** The session a ticket's sign-in ends in; the ticket is spent first, so that it starts one session at most. */
  async function finish(ticket: string, found: SignInUser, meta: RequestMeta, how: string) {
    if (!(await steps.spendTicket(hashToken(ticket)))) throw expiredStep();
    assertMaySignIn(found, clock());
    await signInLock.clear(found.user.userName);
    return startSession(found, meta, how);
  }

  /** Checks a one-time code against the user's authenticator apps, taking its time step once. */
  async function totpMatches(userId: number, code: string): Promise<boolean> {
    const now = clock();
    for (const factor of await factors.list(userId)) {
      if (factor.kind !== 'totp' || !factor.secretSealed) continue;
      const step = totpStepOf(cipher.decrypt(factor.secretSealed), code, now);
      if (step !== null) return factors.useTotpStep(factor.id, step, now);
    }
    return false;
  }

  return {
    /** After a good password: the second step's ticket, or null when the password alone is enough. */
    async afterPassword(found: SignInUser, meta: RequestMeta): Promise<SecondStepAnswer | null> {
      const rows = await factors.list(found.user.id);
      const enrol = rows.length === 0;
      if (enrol && !(await factorsService.required(found.user))) return null;
      const ticket = randomBytes(32).toString('base64url');
      await steps.createTicket({
        ticketHash: hashToken(ticket),
        userId: found.user.id,
        kind: enrol ? 'enrol' : 'verify',
        expiresAt: new Date(clock().getTime() + (enrol ? ENROL_TTL_MS : VERIFY_TTL_MS)),
      });
      await audit.record({
        type: enrol ? 'login.mustEnrol' : 'login.secondStep',
        userId: found.user.id,
        vendorId: found.user.vendorId,
        ip: meta.ip ?? null,
      });
      const methods = new Set<SecondStepMethod>(rows.map((row) => row.kind));
      if (!enrol && (await factors.recoveryCodesLeft(found.user.id)) > 0) methods.add('recovery');
      return { secondStep: { ticket, kind: enrol ? 'enrol' : 'verify', methods: [...methods] } };
    },

    /** A one-time code or a recovery code: at most TICKET_MAX_FAILURES checks per ticket, however many at once. */
    async verifyCode(input: SecondStepCodeInput, meta: RequestMeta) {
      const reserved = await steps.reserveTicketAttempt(
        hashToken(input.ticket),
        TICKET_MAX_FAILURES,
        clock(),
      );
      if (reserved?.kind !== 'verify') throw expiredStep();
      const found = await userOf(reserved);
      await signInLock.check(found.user.userName, meta.ip);
      const good =
        input.method === 'totp'
          ? await totpMatches(found.user.id, input.code)
          : await factors.useRecoveryCode(found.user.id, hashRecoveryCode(input.code), clock());
      if (!good) {
        await signInLock.recordFailure(found.user.userName, meta.ip);
        await audit.record({
          type: 'login.secondStepFailed',
          userId: found.user.id,
          vendorId: found.user.vendorId,
          detail: { method: input.method },
          ip: meta.ip ?? null,
        });
        throw new AppError(
          reserved.failures >= TICKET_MAX_FAILURES ? 'factors:api.stepExpired' : 'factors:api.codeWrong',
          401,
        );
      }
      return finish(input.ticket, found, meta, input.method);
    },

    /** A passkey's challenge: for the ticket's user, or for any passkey of this site when none (a passkey alone). */
    async passkeyOptions(ticket: string | undefined): Promise<PasskeyOptionsAnswer> {
      const found = ticket ? (await ticketUser(ticket, 'verify')).found : null;
      const passkeys = found
        ? (await factors.list(found.user.id)).filter((row) => row.kind === 'passkey')
        : null;
      const options = await authenticationOptions(relying, passkeys);
      const challengeId = await steps.createChallenge({
        challenge: options.challenge,
        userId: found?.user.id ?? null,
        purpose: 'authenticate',
        expiresAt: new Date(clock().getTime() + CHALLENGE_TTL_MS),
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    async passkeySignIn(input: PasskeySignInInput, meta: RequestMeta) {
      const refused = new AppError('factors:api.passkeyRefused', 401);
      const challenge = await steps.takeChallenge(input.challengeId, 'authenticate', clock());
      const passkey = challenge && (await factors.passkeyByCredential(input.credential.id));
      if (!challenge || !passkey || (challenge.userId !== null && challenge.userId !== passkey.userId))
        throw refused;
      const found = await users.findById(passkey.userId);
      // A passkey alone must verify its user (a PIN or a fingerprint): it stands for both factors.
      const response = input.credential as unknown as AuthenticationResponseJSON;
      const count = await verifiedAssertion(relying, response, challenge.challenge, passkey, !input.ticket);
      if (!found || count === null || !(await factors.usePasskey(passkey.id, count, clock()))) throw refused;
      if (input.ticket) {
        const { found: ticketFound } = await ticketUser(input.ticket, 'verify');
        if (ticketFound.user.id !== found.user.id) throw refused;
        return finish(input.ticket, found, meta, 'passkey');
      }
      assertMaySignIn(found, clock());
      return startSession(found, meta, 'passkey alone');
    },

    ...enrolment({ ticketUser, finish, factorsService }),
  };
}
export type SecondStepService = ReturnType<typeof createSecondStepService>;
