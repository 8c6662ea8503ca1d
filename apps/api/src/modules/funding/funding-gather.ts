// What the funding checks read of a deal (spec §4, §5): the sealed contract, the certificate, the financed amount,
// the assets' serials, the stored uploads and the cooling-off period; the dealer's list, the submission and the
// lender's queue all check the same facts.
import { coolingOffRule, earliestFundingDate, fundingChecks, REQUIRED_UPLOADS } from '@vp/domain';
import type { loadApplication } from '../applications/index.ts';
import type { CertificatesService } from '../certificates/index.ts';
import type { SigningService } from '../signing/index.ts';
import type { UploadsRepository } from '../uploads/index.ts';
import { assetSerials, type FundingReads } from './funding-reads.ts';

export type ApplicationRow = Awaited<ReturnType<typeof loadApplication>>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface FundingGatherOptions {
  /** The other modules' facts: the financed amount, the assets, the queue's applications and vendors. */
  reads: FundingReads;
  /** The certificates module: whether the certificate is done, and which PDF it is. */
  certificates: Pick<CertificatesService, 'completion'>;
  /** The signing module: the application's latest contract envelope. */
  contracts: Pick<SigningService, 'latestContract'>;
  uploads: UploadsRepository;
}

export function createFundingGather({ reads, certificates, contracts, uploads }: FundingGatherOptions) {
  return async function gather(
    application: Pick<ApplicationRow, 'id' | 'province' | 'country'>,
    billOfSaleCents: number | null,
  ) {
    const [contract, certificate, selection, serials, stored] = await Promise.all([
      contracts.latestContract(application.id),
      certificates.completion(application.id),
      reads.selection(application.id),
      assetSerials(reads, application.id),
      uploads.stored(application.id),
    ]);
    const financedCents = selection?.financedCents ?? null;
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
    const dealerFeePercent = selection?.dealerFeePercent ?? null;
    return { checks, contract, certificate, financedCents, dealerFeePercent, stored, rule, earliest };
  };
}
export type FundingGather = ReturnType<typeof createFundingGather>;
