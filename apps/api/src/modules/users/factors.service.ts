// A user's second factors (issue 36, decision 053): adding a passkey or an authenticator app, the recovery codes,
// removing a factor, and the reset a vendor admin or the lender's admin makes. The sign-in's own step
// (second-step.service.ts) adds a factor through the same functions when a user must enrol.
import { createHash, randomInt } from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  type FactorAnswer,
  type FactorsAnswer,
  type PasskeyOptionsAnswer,
  RECOVERY_CODE_COUNT,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { FactorRow, FactorsRepository } from './factors.repository.ts';
import { CHALLENGE_TTL_MS, registrationOptions, verifiedPasskey } from './passkeys.ts';
import type { SignInStepsRepository } from './sign-in-steps.repository.ts';
import { newTotpSecret, totpStepOf } from './totp.ts';
import type { UserRow } from './users.repository.ts';

/** Letters and digits a person cannot confuse (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten characters (about 50 bits) shown as two groups of five. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const factorAnswerOf = (row: FactorRow): FactorAnswer => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The user as this service needs it: who they are and whether their role or dealership requires a factor. */
export type FactorOwner = Pick<
  UserRow,
  'id' | 'userName' | 'displayName' | 'role' | 'vendorAdmin' | 'vendorId'
>;

interface Deps {
  factors: FactorsRepository;
  steps: SignInStepsRepository;
  cipher: SinCipher;
  audit: AuditRepository;
  clock: () => Date;
  config: Pick<Config, 'secondFactor'>;
}

export function createFactorsService({ factors, steps, cipher, audit, clock, config }: Deps) {
  const relying = config.secondFactor;

  /** Whether this user must have a factor: the lender's staff and vendor admins, and salespeople when asked. */
  async function required(user: FactorOwner): Promise<boolean> {
    if (!relying.required) return false;
    if (user.role === 'underwriter' || user.vendorAdmin) return true;
    return user.vendorId !== null && (await factors.salespeopleNeedSecondFactor(user.vendorId));
  }

  /** New recovery codes for the user: the earlier ones void. Returned once, stored hashed. */
  async function newRecoveryCodes(user: FactorOwner): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await factors.replaceRecoveryCodes(
      user.id,
      codes.map((code) => hashRecoveryCode(code.replace('-', ''))),
    );
    return codes;
  }

  /** A factor added: audited, with recovery codes when it is the user's first. */
  async function added(user: FactorOwner, row: FactorRow, ip: string | null) {
    await audit.record({
      type: 'factor.added',
      userId: user.id,
      vendorId: user.vendorId,
      detail: { kind: row.kind },
      ip,
    });
    const first = (await factors.list(user.id)).length === 1;
    return { factor: factorAnswerOf(row), ...(first ? { recoveryCodes: await newRecoveryCodes(user) } : {}) };
  }

  return {
    required,

    async list(user: FactorOwner): Promise<FactorsAnswer> {
      const [rows, left, needed] = await Promise.all([
        factors.list(user.id),
        factors.recoveryCodesLeft(user.id),
        required(user),
      ]);
      return { factors: rows.map(factorAnswerOf), recoveryCodesLeft: left, required: needed };
    },

    /** Starts adding an authenticator app: its secret, kept sealed until the first code confirms it. */
    async startTotp(user: FactorOwner) {
      const setup = newTotpSecret(user.userName);
      await factors.startTotp(user.id, cipher.encrypt(setup.secret));
      return setup;
    },

    async confirmTotp(user: FactorOwner, code: string, name: string | undefined, ip: string | null) {
      const pending = await factors.pendingTotp(user.id);
      if (!pending?.secretSealed) throw new AppError('factors:api.totpNotStarted', 409);
      const step = totpStepOf(cipher.decrypt(pending.secretSealed), code, clock());
      if (step === null) throw new AppError('factors:api.codeWrong', 400);
      const row = await factors.confirmTotp(pending.id, step, name || null, clock());
      if (!row) throw new AppError('factors:api.totpNotStarted', 409);
      return added(user, row, ip);
    },

    async passkeyOptions(user: FactorOwner): Promise<PasskeyOptionsAnswer> {
      const options = await registrationOptions(relying, user, await factors.list(user.id));
      const challengeId = await steps.createChallenge({
        challenge: options.challenge,
        userId: user.id,
        purpose: 'register',
        expiresAt: new Date(clock().getTime() + CHALLENGE_TTL_MS),
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    async addPasskey(
      user: FactorOwner,
      input: { challengeId: string; credential: unknown; name?: string | undefined },
      ip: string | null,
    ) {
      const challenge = await steps.takeChallenge(input.challengeId, 'register', clock());
      if (!challenge || challenge.userId !== user.id) throw new AppError('factors:api.passkeyRefused', 400);
      const passkey = await verifiedPasskey(
        relying,
        input.credential as RegistrationResponseJSON,
        challenge.challenge,
        input.name || null,
      );
      if (!passkey) throw new AppError('factors:api.passkeyRefused', 400);
      if (await factors.passkeyByCredential(passkey.credentialId))
        throw new AppError('factors:api.passkeyKnown', 409);
      return added(user, await factors.addPasskey(user.id, passkey, clock()), ip);
    },

    /** Removes one factor; the last one stays while a factor is required of the user. */
    async remove(user: FactorOwner, id: number, ip: string | null): Promise<FactorsAnswer> {
      const rows = await factors.list(user.id);
      const row = rows.find((factor) => factor.id === id);
      if (!row) throw new AppError('factors:api.factorNotFound', 404);
      if (rows.length === 1 && (await required(user)))
        throw new AppError('factors:api.lastFactorRequired', 409);
      await factors.remove(user.id, id);
      if (rows.length === 1) await factors.replaceRecoveryCodes(user.id, []);
      await audit.record({
        type: 'factor.removed',
        userId: user.id,
        vendorId: user.vendorId,
        detail: { kind: row.kind },
        ip,
      });
      return this.list(user);
    },

    /** Ten new recovery codes, for a user with a factor. */
    async recoveryCodes(user: FactorOwner, ip: string | null) {
      if ((await factors.list(user.id)).length === 0) throw new AppError('factors:api.noFactorYet', 409);
      const codes = await newRecoveryCodes(user);
      await audit.record({ type: 'factor.recoveryCodes', userId: user.id, vendorId: user.vendorId, ip });
      return { recoveryCodes: codes };
    },

    salespeopleNeedSecondFactor: (vendorId: number) => factors.salespeopleNeedSecondFactor(vendorId),
    /** The vendor admin's rule for the dealership's salespeople, audited. */
    async setSalespeopleNeedSecondFactor(
      by: FactorOwner,
      vendorId: number,
      value: boolean,
      ip: string | null,
    ) {
      await factors.setSalespeopleNeedSecondFactor(vendorId, value);
      await audit.record({
        type: 'vendor.secondFactorRule',
        userId: by.id,
        vendorId,
        detail: { salespeopleNeedSecondFactor: value },
        ip,
      });
    },
  };
}
export type FactorsService = ReturnType<typeof createFactorsService>;
