// The underwriter's view: Pending applications across vendors with their latest decision record, and any one
// application the lender reviews (ARCHITECTURE §10: it sees only what it reviews). Each part is read through the module
// that owns it (decision 036): the applications, their vendors, their decisions and their history.
import type { Vendor } from '@vp/domain';
import { lenderReads } from '../../lib/application-access.ts';
import type { Db } from '../../plugins/db.ts';
import { type ApplicationRow, createApplicationFacts, nextEdgeId } from '../applications/index.ts';
import { createAuditHistory } from '../audit/index.ts';
import { createDecisionsRepository } from '../decisions/index.ts';
import { vendorsByIds } from '../users/index.ts';

export function createUnderwriterRepository(db: Db) {
  const applications = createApplicationFacts(db);
  const decisions = createDecisionsRepository(db);
  const audit = createAuditHistory(db);

  /** Each application with its vendor and its decisions, newest first; one whose vendor is missing is left out. */
  async function withVendorsAndDecisions(rows: ApplicationRow[]) {
    const [found, all] = await Promise.all([
      vendorsByIds(
        db,
        rows.map((row) => row.vendorId),
      ),
      decisions.allOf(rows.map((row) => row.id)),
    ]);
    const vendors = new Map(found.map((vendor) => [vendor.id, vendor]));
    return rows.flatMap((application) => {
      const vendor: Vendor | undefined = vendors.get(application.vendorId);
      return vendor ? [{ application, vendor, decisions: all.get(application.id) ?? [] }] : [];
    });
  }

  return {
    async findPending() {
      return withVendorsAndDecisions(await applications.inStatus('Pending'));
    },

    /**
     * One application with its latest decision, when the lender reviews it: in a review status or one only its review
     * leads to, or reviewed since it was last a draft. Anything else (a draft above all) reads as missing.
     */
    async findForLender(id: string) {
      const application = await applications.findForSystem(id);
      if (!application || !(await lenderReads(application, audit.reviewedSinceLastDraft))) return undefined;
      return (await withVendorsAndDecisions([application]))[0];
    },

    /** Records the underwriter's decision, inside the transaction that moves the application (the status writer's). */
    insertDecision: decisions.insertReview,

    /** The loan number an approval writes: the one it has, else the next of the sequence. */
    nextEdgeId,
  };
}
export type UnderwriterRepository = ReturnType<typeof createUnderwriterRepository>;
