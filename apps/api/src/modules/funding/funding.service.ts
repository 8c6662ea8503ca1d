// Combine and submit (spec §4, §5; send-to-edge) and the lender's funding review (ARCHITECTURE §6, §9): the automatic
// checks, the one funding package PDF filed with the edge system, Documents Submitted; then Booked on a funding date
// never before the customer's cooling-off period ends, or Missing Documents with a note the dealer sees.
import {
  coolingOffRule,
  earliestFundingDate,
  type FundingReview,
  fundingChecks,
  isExternalVendor,
  parseMoney,
  REQUIRED_UPLOADS,
} from '@vp/domain';
import type { EdgeSystem } from '../../adapters/edge/edge.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError, statusLabel } from '../../lib/app-error.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationStatus } from '../application-status/index.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import type { CertificatesService } from '../certificates/index.ts';
import type { SigningService } from '../signing/index.ts';
import type { UploadsRepository } from '../uploads/index.ts';
import type { FundingRepository } from './funding.repository.ts';
import { assertSameDocuments, writePackage } from './funding-package.ts';

type ApplicationRow = Awaited<ReturnType<typeof loadApplication>>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const formatDollars = (cents: number) => (cents / 100).toFixed(2);

export function createFundingService({
  repository,
  certificates,
  contracts,
  uploads,
  applications,
  storage,
  edge,
  status,
  clock,
}: {
  repository: FundingRepository;
  /** The certificates module: whether the certificate is done, and which PDF it is. */
  certificates: Pick<CertificatesService, 'completion'>;
  /** The signing module: the application's latest contract envelope. */
  contracts: Pick<SigningService, 'latestContract'>;
  uploads: UploadsRepository;
  applications: ApplicationsRepository;
  storage: Storage;
  edge: EdgeSystem;
  status: ApplicationStatus;
  clock: () => Date;
}) {
  async function gather(application: ApplicationRow, billOfSaleCents: number | null) {
    const [contract, certificate, financedCents, serials, stored] = await Promise.all([
      contracts.latestContract(application.id),
      certificates.completion(application.id),
      repository.financedCents(application.id),
      repository.assetSerials(application.id),
      uploads.stored(application.id),
    ]);
    const rule = coolingOffRule(application.province, application.country);
    const signedOn = contract?.completedAt ? isoDay(contract.completedAt) : null;
    const earliest = signedOn ? earliestFundingDate(signedOn, rule) : null;
    const present = new Set(stored.map((u) => u.uploadType));
    const checks = fundingChecks({
      contractSealed: contract?.status === 'completed' && Boolean(contract.signedDocumentKey),
      certificateDone: certificate.done,
      missingUploads: REQUIRED_UPLOADS.filter((type) => !present.has(type)),
      financedCents,
      billOfSaleCents,
      assetCount: serials.count,
      assetsWithoutSerial: serials.missing,
      coolingOffDays: rule.days,
      earliestFundingDate: earliest,
    });
    return { checks, contract, certificate, financedCents, stored, rule, earliest };
  }

  async function ownSubmittable(principal: Principal, id: string) {
    const vendor = vendorOf(principal);
    const application = await loadApplication(applications, vendor.id, id);
    if (!isExternalVendor(vendor)) throw new AppError('errors:api.eventNotAllowed', 409);
    return application;
  }

  function requireLender(principal: Principal) {
    if (principal.user.role !== 'underwriter') throw new AppError('errors:api.underwriterOnly', 403);
  }

  async function queueItem(row: Awaited<ReturnType<FundingRepository['submitted']>>[number]) {
    const g = await gather(row.application, row.pkg.billOfSaleCents);
    return {
      id: row.application.id,
      edgeId: row.application.edgeId,
      vendorName: row.vendor.name,
      firstName: row.application.firstName,
      lastName: row.application.lastName,
      province: row.application.province,
      financedAmount: g.financedCents === null ? null : g.financedCents / 100,
      submittedAt: row.pkg.submittedAt.toISOString(),
      earliestFundingDate: row.pkg.earliestFundingDate,
      pages: row.pkg.pages,
      checks: g.checks,
      status: row.application.status,
    };
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

    /** The lender's second queue: packages waiting for review. */
    async queue(principal: Principal) {
      requireLender(principal);
      const rows = await repository.submitted();
      return { results: await Promise.all(rows.map(queueItem)) };
    },

    async item(principal: Principal, id: string) {
      requireLender(principal);
      const [row] = await repository.submitted(id);
      if (!row) throw new AppError('errors:api.applicationNotFound', 404);
      return { Item: await queueItem(row) };
    },

    /** The combined PDF, streamed to the lender's browser. */
    async packagePdf(principal: Principal, id: string) {
      requireLender(principal);
      const pkg = await repository.latestPackage(id);
      if (!pkg) throw new AppError('errors:api.applicationNotFound', 404);
      return storage.readStream(pkg.storageKey);
    },

    async review(principal: Principal, id: string, review: FundingReview, ip?: string) {
      requireLender(principal);
      const [row] = await repository.submitted(id);
      if (!row) {
        // A package the lender already decided is said so; an application with none is one it does not see.
        const decided = await repository.reviewedStatus(id);
        if (decided)
          throw new AppError('errors:api.packageAlreadyReviewed', 409, { status: statusLabel(decided) });
        throw new AppError('errors:api.applicationNotFound', 404);
      }
      const reviewedAt = clock();
      return status.transaction(async (tx) => {
        if (review.decision === 'fund') {
          if (review.fundingDate < row.pkg.earliestFundingDate)
            throw new AppError('errors:api.coolingOffNotEnded', 409, { date: row.pkg.earliestFundingDate });
          await repository.review(
            row.pkg.id,
            { outcome: 'funded', fundingDate: review.fundingDate, reviewedBy: principal.userId, reviewedAt },
            tx,
          );
          await edge.book(
            {
              edgeId: row.application.edgeId ?? row.application.id.slice(0, 8),
              applicationId: id,
              amountCents: row.pkg.billOfSaleCents,
              fundingDate: review.fundingDate,
            },
            tx,
          );
        } else {
          await repository.review(
            row.pkg.id,
            {
              outcome: 'missingDocuments',
              reviewNote: review.note,
              reviewedBy: principal.userId,
              reviewedAt,
            },
            tx,
          );
        }
        // The status writer's guard re-reads the funding date written above: 'book' refuses one in the cooling-off.
        const moved = await status.transition(
          {
            applicationId: id,
            vendorId: null,
            event: review.decision === 'fund' ? 'book' : 'requestDocuments',
            performer: { actor: 'underwriter', isExternalVendor: false },
            audit: {
              type: `funding.${review.decision}`,
              userId: principal.userId,
              ip,
              detail:
                review.decision === 'fund' ? { fundingDate: review.fundingDate } : { note: review.note },
            },
          },
          tx,
        );
        return { status: moved.status };
      });
    },
  };
}
export type FundingService = ReturnType<typeof createFundingService>;
