// save-program (spec §7): the program, term, payment date, installation date and the completion certificate's method
// chosen for an application, priced again here and stored with every figure of the disclosure, audited.
import {
  buildFinancingSelection,
  type FinancingSelection,
  formatUsDate,
  parseLeaseDate,
  parseMonthDayYear,
  type SaveProgramQuery,
} from '@vp/domain';
import type { Principal } from '../../lib/principal.ts';
import type { AssetsRepository, AssetsService } from '../assets/index.ts';
import { assetTotals } from '../assets/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import { addAssetsFirst, type ProgramCatalogue, priceTerm } from '../programs/index.ts';
import type { FinancingRepository } from './financing.repository.ts';
import { selectionColumns } from './financing-selection.ts';

export function createFinancingService({
  repository,
  assets,
  assetsRepository,
  audit,
  catalogue,
}: {
  repository: FinancingRepository;
  assets: AssetsService;
  assetsRepository: AssetsRepository;
  audit: AuditRepository;
  /** The programs the dealership may offer, each as its version in effect today (decision 047). */
  catalogue: ProgramCatalogue;
}) {
  return {
    async saveProgram(
      principal: Principal,
      id: string,
      query: SaveProgramQuery,
      ip?: string,
    ): Promise<{ result: 'Success'; data: FinancingSelection }> {
      const lease = parseLeaseDate(query.leaseDate);
      const installed = parseMonthDayYear(query.installationDate);
      if (!lease || !installed) throw new RangeError('the query schema let an invalid date through');
      // One transaction with the application's row locked: the assets priced are the assets stored.
      return assetsRepository.transaction(async (tx) => {
        const app = await assets.application(principal, id, 'write', tx);
        // A new selection is priced on the version in effect today, never a saved deal's older one (decision 047).
        const program = await catalogue.offeredProgram(app.vendorId, app.creditor, query.programId, tx);
        const { assetCount, totalCents } = assetTotals(await assetsRepository.findByApplication(app.id, tx));
        if (assetCount === 0) throw addAssetsFirst();
        const disclosure = priceTerm({
          program,
          termId: query.termId,
          principalCents: totalCents,
          leaseDate: lease,
        });
        const selection = buildFinancingSelection({
          program,
          termId: query.termId,
          disclosure,
          // Both dates as MM/DD/YYYY whatever separator was sent, as every answer writes dates.
          leaseDate: formatUsDate(lease),
          installationDate: formatUsDate(installed),
          certificateMethod: query.certificateMethod,
        });
        await repository.upsert(
          selectionColumns({
            applicationId: app.id,
            program,
            termId: query.termId,
            programType: selection.programType,
            disclosure,
            lease,
            installed,
            certificateMethod: query.certificateMethod,
            savedBy: principal.userId,
          }),
          tx,
        );
        await audit.record(
          {
            type: 'financing.programSaved',
            applicationId: app.id,
            vendorId: app.vendorId,
            userId: principal.userId,
            ip: ip ?? null,
            detail: {
              programId: program.programId,
              programVersionId: program.versionId,
              termId: query.termId,
              aprPercent: disclosure.aprPercent,
              paymentCents: disclosure.paymentCents,
              financedCents: disclosure.principalCents,
            },
          },
          tx,
        );
        return { result: 'Success' as const, data: selection };
      });
    },
  };
}
export type FinancingService = ReturnType<typeof createFinancingService>;
