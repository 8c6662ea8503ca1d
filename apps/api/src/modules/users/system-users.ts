// A dealership's systems (decision 058): each API key acts as a user of its own, made with the key, so that what it
// does is the dealership's like any salesperson's (the application's creator, the audit's actor, the timeline's "the
// dealership's system CRM") and reaches no further than a salesperson's. It never signs in (no password hash any
// verifier accepts, and the sign-in's look-up leaves it out), is in no team list and gets no notice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../lib/principal.ts';
import type { Db } from '../../plugins/db.ts';
import { toSessionUser } from './session-start.ts';
import { toVendor } from './users.repository.ts';
import { users, vendors } from './users.schema.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** No hash a password verifier accepts: a system user has no password. */
const NO_PASSWORD = '!system';

/** Makes the user a new key acts as, in the key's transaction; its display name is the key's name. */
export async function createSystemUser(
  tx: Executor,
  { vendorId, name }: { vendorId: number; name: string },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      userName: `system.${randomUUID()}`,
      displayName: name,
      passwordHash: NO_PASSWORD,
      role: 'vendor',
      vendorId,
      system: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('system user not created');
  return row.id;
}

/** A revoked key's user: disabled, so that nothing it held still works. */
export async function disableSystemUser(tx: Executor, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ disabledAt: at })
    .where(and(eq(users.id, userId), eq(users.system, true)));
}

/**
 * What a key's request acts as: its system user with the vendor, or null when the user is disabled or the dealership
 * suspended (a key stops with its dealership, as every user's session does).
 */
export async function systemPrincipal(
  db: Pick<Db, 'select'>,
  userId: number,
): Promise<Omit<Principal, 'apiKey'> | null> {
  const [row] = await db
    .select({ user: users, vendor: vendors })
    .from(users)
    .innerJoin(vendors, eq(users.vendorId, vendors.id))
    .where(and(eq(users.id, userId), eq(users.system, true)))
    .limit(1);
  if (!row || row.user.disabledAt || row.vendor.status === 'suspended') return null;
  return { sessionId: 0, userId: row.user.id, user: toSessionUser(row.user), vendor: toVendor(row.vendor) };
}
