// The edge (loan booking) system's interface (ARCHITECTURE §1), and the built-in loan ledger that implements it on
// the application's own database: a filed funding package and a booked loan are entries under the loan number.

import type { Db } from '../../plugins/db.ts';
import { loanLedger } from './edge.schema.ts';

type Tx = Pick<Db, 'insert'>;

export interface EdgeSystem {
  /** Files a funding package under the loan number; answers the system's reference of it. */
  filePackage(
    entry: { edgeId: string; applicationId: string; storageKey: string; amountCents: number },
    tx: Tx,
  ): Promise<string>;
  /** Books the funded loan on its funding date. */
  book(
    entry: { edgeId: string; applicationId: string; amountCents: number; fundingDate: string },
    tx: Tx,
  ): Promise<string>;
}

export function createLedgerEdge(): EdgeSystem {
  return {
    async filePackage(entry, tx) {
      const reference = `PKG-${entry.edgeId}-${Date.now().toString(36)}`;
      await tx.insert(loanLedger).values({
        edgeId: entry.edgeId,
        applicationId: entry.applicationId,
        entry: 'packageFiled',
        amountCents: entry.amountCents,
        reference: `${reference} ${entry.storageKey}`,
      });
      return reference;
    },
    async book(entry, tx) {
      const reference = `BK-${entry.edgeId}`;
      await tx.insert(loanLedger).values({
        edgeId: entry.edgeId,
        applicationId: entry.applicationId,
        entry: 'booked',
        amountCents: entry.amountCents,
        fundingDate: entry.fundingDate,
        reference,
      });
      return reference;
    },
  };
}
