// What funding reads of other modules (decision 036), each function its owner's, given by the composition root: the
// saved selection's financed amount (financing), the assets' serial numbers (assets), the applications waiting in the
// lender's queue and their status (applications), their vendors (users). Composed here with the packages.
import type { Executor, findManyInStatus } from '../applications/index.ts';
import type { SavedSelection } from '../financing/index.ts';
import type { FundingRepository } from './funding.repository.ts';

export type QueuedApplication = Awaited<ReturnType<typeof findManyInStatus>>[number];

export interface FundingReads {
  /**
   * The financing module: the selection saved, whose financed amount the bill of sale must match and whose dealer
   * fee the funding statement deducts; read in the caller's transaction when given (the booking's).
   */
  selection(
    applicationId: string,
    on?: Executor,
  ): Promise<Pick<SavedSelection, 'financedCents' | 'dealerFeePercent' | 'program'> | undefined>;
  /** The assets module: the application's assets. */
  assets(applicationId: string): Promise<readonly { serialNumber: string | null }[]>;
  /** The applications module: those among `ids` in `status`, whatever the vendor. */
  applicationsInStatus(status: string, ids: readonly string[]): Promise<QueuedApplication[]>;
  /** The applications module: one application's status. */
  status(applicationId: string): Promise<string | undefined>;
  /** The users module: the vendors' names. */
  vendors(ids: readonly number[]): Promise<readonly { id: number; name: string }[]>;
  /** The decisions module: the lender's user who approved the deal's credit (null: the policy or the partner). */
  creditApprover(applicationId: string): Promise<number | null>;
  /** The lender settings module: whether four eyes is on (decision 046). */
  fourEyes(): Promise<boolean>;
}

/** The status of an application whose package waits for the lender. */
const SUBMITTED = 'Documents Submitted';

/** How many of the application's assets there are, and how many lack a serial number. */
export async function assetSerials(reads: FundingReads, applicationId: string) {
  const goods = await reads.assets(applicationId);
  return { count: goods.length, missing: goods.filter((g) => !g.serialNumber).length };
}

export function createFundingQueue(repository: FundingRepository, reads: FundingReads) {
  return {
    /**
     * Submitted packages across vendors, oldest first, each with its application and vendor: a package without the
     * lender's outcome whose application is Documents Submitted (the outcome and the status move together, so a
     * package reviewed between the reads drops out with its application's new status).
     */
    async submitted(applicationId?: string) {
      const packages = await repository.waiting(applicationId);
      const found = await reads.applicationsInStatus(SUBMITTED, [
        ...new Set(packages.map((p) => p.applicationId)),
      ]);
      const applications = new Map(found.map((a) => [a.id, a]));
      const vendors = new Map(
        (await reads.vendors(found.map((a) => a.vendorId))).map((v) => [v.id, v] as const),
      );
      return packages.flatMap((pkg) => {
        const application = applications.get(pkg.applicationId);
        const vendor = application && vendors.get(application.vendorId);
        return application && vendor ? [{ application, vendor, pkg }] : [];
      });
    },

    /** The application's status when its latest package has the lender's outcome (funded, missing documents). */
    async reviewedStatus(applicationId: string) {
      const latest = await repository.latestPackage(applicationId);
      return latest?.outcome ? reads.status(applicationId) : undefined;
    },
  };
}
export type FundingQueue = ReturnType<typeof createFundingQueue>;
