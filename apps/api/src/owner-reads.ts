// Part of the composition root (services.ts): the facts a module reads of another, each through the read function of
// the module that owns the table (decision 036), bound to the database where they are not read in a transaction.
import {
  contractParties,
  createApplicationFacts,
  findManyInStatus,
  type GuardFactReaders,
} from './modules/applications/index.ts';
import type { AssetsRepository } from './modules/assets/index.ts';
import { applicationEvents, createAuditHistory } from './modules/audit/index.ts';
import { certificatesOf } from './modules/certificates/index.ts';
import { creditApproverOf } from './modules/decisions/index.ts';
import { programSaved, selectionOf } from './modules/financing/index.ts';
import { type FundingReads, fundingStatementOf, latestFundingDates } from './modules/funding/index.ts';
import { lenderSettingsOf } from './modules/lender-settings/index.ts';
import type { ContractReads } from './modules/signing/index.ts';
import type { TimelineReads } from './modules/timeline/index.ts';
import { storedUploadsOf, storedUploadTypes } from './modules/uploads/index.ts';
import { userNamesByIds, vendorsByIds } from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

/** The status writer's guard facts, read in the transition's transaction it gives them. */
export const guardFactReaders: GuardFactReaders = { programSaved, storedUploadTypes, latestFundingDates };

/** The contract's data and the funding package's facts: the application, its assets, its selection, its vendor. */
export function createOwnerReads(db: Db, assets: Pick<AssetsRepository, 'findByApplication'>) {
  const assetsOf = (applicationId: string) => assets.findByApplication(applicationId);
  const selection = (applicationId: string, on: Pick<Db, 'select'> = db) => selectionOf(on, applicationId);
  const vendors = (ids: readonly number[]) => vendorsByIds(db, ids);
  const contract: ContractReads = {
    parties: (applicationId) => contractParties(db, applicationId),
    assets: assetsOf,
    selection,
    vendors,
  };
  const funding: FundingReads = {
    selection,
    assets: assetsOf,
    applicationsInStatus: (status, ids) => findManyInStatus(db, status, ids),
    status: (applicationId) => createApplicationFacts(db).statusOf(applicationId),
    vendors,
    creditApprover: (applicationId) => creditApproverOf(db, applicationId),
    fourEyes: async () => (await lenderSettingsOf(db)).fourEyes,
  };
  const facts = createApplicationFacts(db);
  // The application's timeline (issue 27): the log, the uploads, the certificates, the funding statement (issue 35) and
  // the names, each of its owner.
  const timeline: TimelineReads = {
    application: (id) => facts.findForSystem(id),
    logged: (applicationId) => applicationEvents(db, applicationId),
    uploads: (applicationId) => storedUploadsOf(db, applicationId),
    certificates: (applicationId) => certificatesOf(db, applicationId),
    statement: (applicationId) => fundingStatementOf(db, applicationId),
    users: (ids) => userNamesByIds(db, ids),
    reviewedSinceLastDraft: createAuditHistory(db).reviewedSinceLastDraft,
  };
  return { contract, funding, timeline };
}
