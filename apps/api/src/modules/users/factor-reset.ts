// A user's second factors reset (decision 053): their passkeys, authenticator apps, recovery codes and pending
// sign-ins go, in the caller's transaction; they enrol again at their next sign-in. A team admin's reset
// (team-users.repository.ts) and the lender admin's for a dealership's user (dealers.repository.ts) both go this way.
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { recoveryCodes, signInTickets, userFactors } from './factors.schema.ts';

export async function removeFactors(tx: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await tx.delete(userFactors).where(eq(userFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(signInTickets).where(eq(signInTickets.userId, userId));
}
