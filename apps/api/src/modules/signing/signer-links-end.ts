// Ends the built-in signing links still out for these applications (the lender suspended their dealership, issue 35):
// each pending signer's link of an envelope still sent stops opening now; the envelope itself stays as it is, so the
// deal can be signed again by a new link once the dealership is reinstated.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { envelopes, signers } from './signing.schema.ts';

export async function endSignerLinks(
  executor: Pick<Db, 'select' | 'update'>,
  applicationIds: readonly string[],
  now: Date,
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const sent = executor
    .select({ id: envelopes.id })
    .from(envelopes)
    .where(and(inArray(envelopes.applicationId, [...applicationIds]), eq(envelopes.status, 'sent')));
  const rows = await executor
    .update(signers)
    .set({ tokenExpiresAt: now })
    .where(
      and(inArray(signers.envelopeId, sent), eq(signers.status, 'pending'), gt(signers.tokenExpiresAt, now)),
    )
    .returning({ id: signers.id });
  return rows.length;
}
