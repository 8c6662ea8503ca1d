// Administration (the command line's vendor:add, vendor:list, user:add): vendors and users created by an operator.
import { randomBytes } from 'node:crypto';
import type { LenderRole } from '@vp/domain';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * A one-time password and its hash: answered once, stored hashed and already expired, so that the user chooses their
 * own at first sign-in (the command line's user:add, and a vendor admin's add and reset, vendor-users.service.ts).
 */
export async function oneTimePassword(hasher: PasswordHasher) {
  const password = `${randomBytes(9).toString('base64url')}a1A!`;
  return { password, passwordHash: await hasher.hash(password) };
}

/** The dealers console's onboarding (issue 35), given by the composition root: one way to create a dealership. */
type AddVendor = (
  input: unknown,
) => Promise<
  | { ok: true; row: { id: number; name: string; vendorInternalOrExternal: string } }
  | { ok: false; errors: Record<string, string> }
>;

export function createAdminService({
  users,
  hasher,
  addVendor,
}: {
  users: UsersRepository;
  hasher: PasswordHasher;
  addVendor: AddVendor;
}) {
  return {
    /** Validated by the domain's rules and recorded in the dealership's history, as the console's onboarding. */
    addVendor(input: {
      name: string;
      province: string;
      country: string;
      internal: boolean;
      legalName?: string | undefined;
      contactName?: string | undefined;
      contactEmail?: string | undefined;
      contactPhone?: string | undefined;
    }) {
      const { internal, ...details } = input;
      return addVendor({ ...details, kind: internal ? 'internal' : 'external' });
    },

    listVendors: () => users.findVendors(),

    /** Creates a user with a one-time password, answered once and already expired: chosen anew at first sign-in. */
    async addUser(input: {
      userName: string;
      displayName: string;
      vendorId: number | null;
      /** A vendor's user who manages the dealership's users (issue 27). */
      vendorAdmin?: boolean;
      /** A lender's user's roles (decision 046); the lender's user is given none when absent. */
      lenderRoles?: readonly LenderRole[] | undefined;
    }) {
      const { password, passwordHash } = await oneTimePassword(hasher);
      await users.insertUser({
        userName: input.userName,
        displayName: input.displayName,
        role: input.vendorId === null ? 'underwriter' : 'vendor',
        vendorId: input.vendorId,
        vendorAdmin: input.vendorId !== null && input.vendorAdmin === true,
        lenderRoles: input.vendorId === null ? [...new Set(input.lenderRoles ?? [])] : [],
        passwordHash,
        passwordExpiresAt: new Date(),
      });
      return { password };
    },
  };
}
