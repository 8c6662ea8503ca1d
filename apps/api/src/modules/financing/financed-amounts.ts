// The financed amount saved with each of these applications (the lender's dealers list's funded volume, issue 35):
// one read by primary key for the deals of a page.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { financingSelections } from './financing.schema.ts';

/** Cents by application id; an application without a selection is absent. */
export async function financedAmountsOf(
  executor: Pick<Db, 'select'>,
  applicationIds: readonly string[],
): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await executor
    .select({
      applicationId: financingSelections.applicationId,
      cents: financingSelections.financedAmountCents,
    })
    .from(financingSelections)
    .where(inArray(financingSelections.applicationId, [...new Set(applicationIds)]));
  return new Map(rows.flatMap((row) => (row.cents === null ? [] : [[row.applicationId, Number(row.cents)]])));
}
