// The dealer's side of funding (spec §4, §5; send-to-edge): the checks listed before submitting, then the one funding
// package PDF combined (funding-package.ts), filed with the edge system and Documents Submitted, all or nothing.
import { isExternalVendor, parseMoney } from '@vp/domain';
import type { EdgeSystem } from '../../adapters/edge/edge.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationStatus, ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import type { UploadsRepository } from '../uploads/index.ts';
import type { FundingRepository } from './funding.repository.ts';
import type { FundingGather } from './funding-gather.ts';
import { assertSameDocuments, writePackage } from './funding-package.ts';

const formatDollars = (cents: number) => (cents / 100).toFixed(2);

export function createFundingSubmit({
  repository,
  gather,
  uploads,
  applications,
  storage,
  edge,
  status,
  clock,
}: {
  repository: FundingRepository;
  gather: FundingGather;
  uploads: UploadsRepository;
  applications: ApplicationsRepository;
  storage: Storage;
  edge: EdgeSystem;
  status: ApplicationStatus;
  clock: () => Date;
}) {
  async function ownSubmittable(principal: Principal, id: string) {
    const vendor = vendorOf(principal);
    const application = await loadApplication(applications, vendor.id, id);
    if (!isExternalVendor(vendor)) throw new AppError('errors:api.eventNotAllowed', 409);
    return application;
  }

  return {
    /** The checks listed to the dealer before submitting. */
    async checks(principal: Principal, id: string) {
      const application = await ownSubmittable(principal, id);
      const g = await gather(application, null);
      return {
        // Before the dealer types the bill of sale's amount, that check is not yet checked (the screen checks it as typed).
        checks: g.checks,
        financedAmount: g.financedCents === null ? null : g.financedCents / 100,
        earliestFundingDate: g.earliest,
        coolingOffDays: g.rule.days,
        coolingOffSource: g.rule.source,
      };
    },

    /** send-to-edge: checks, combines, files the package, and sets Documents Submitted (all or nothing). */
    async submit(principal: Principal, id: string, billOfSaleAmount: string, ip?: string) {
      const application = await ownSubmittable(principal, id);
      const billOfSaleCents = parseMoney(billOfSaleAmount);
      if (billOfSaleCents === undefined || billOfSaleCents <= 0) throw new AppError('validation:money', 400);
      const g = await gather(application, billOfSaleCents);
      if (g.financedCents !== null && billOfSaleCents !== g.financedCents)
        throw new AppError('errors:api.billOfSaleMismatch', 400, {
          billOfSale: formatDollars(billOfSaleCents),
          financed: formatDollars(g.financedCents),
        });
      const missing = g.checks.filter((c) => !c.ok && c.id !== 'requiredUploads');
      if (g.checks.some((c) => c.id === 'requiredUploads' && !c.ok))
        throw new AppError('errors:api.requiredUploads', 409);
      if (missing.length > 0 || !g.contract?.signedDocumentKey || !g.earliest)
        throw new AppError('errors:api.packageChecksFailed', 409, {
          checks: missing.map((c) => c.id).join(', '),
        });

      const { key, pages } = await writePackage(storage, {
        applicationId: application.id,
        contractKey: g.contract.signedDocumentKey,
        certificateKey: g.certificate.storageKey,
        stored: g.stored,
        now: clock(),
      });
      const earliest = g.earliest;
      await status.transaction(async (tx) => {
        await repository.insertPackage(
          {
            applicationId: application.id,
            storageKey: key,
            pages,
            billOfSaleCents,
            checks: g.checks,
            earliestFundingDate: earliest,
            submittedBy: principal.userId,
          },
          tx,
        );
        await edge.filePackage(
          {
            edgeId: application.edgeId ?? application.id.slice(0, 8),
            applicationId: application.id,
            storageKey: key,
            amountCents: billOfSaleCents,
          },
          tx,
        );
        await status.transition(
          {
            applicationId: application.id,
            vendorId: application.vendorId,
            event: 'submitDocuments',
            performer: { actor: 'vendor', isExternalVendor: true },
            audit: { userId: principal.userId, ip, detail: { pages, storageKey: key } },
          },
          tx,
        );
        assertSameDocuments(g.stored, await uploads.stored(application.id, tx));
      });
      return { result: 'Success' as const, pages, earliestFundingDate: earliest };
    },
  };
}
