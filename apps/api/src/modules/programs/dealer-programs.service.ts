// The programs each dealership may offer (issue 35, decision 047): every program by default; the lender admin withholds
// some from a dealership. Stored as exclusions, so a program added later is offered to every dealership until withheld.
import {
  type DealerProgramsAnswer,
  type DealerProgramsInput,
  nextVersion,
  versionInEffect,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import { type ProgramsRepository, toProgramVersion } from './programs.repository.ts';

/** The users module's read: which of these dealerships exist. */
export type VendorsExist = (ids: readonly number[]) => Promise<ReadonlyArray<{ id: number }>>;

export function createDealerPrograms({
  repository,
  today,
  vendorsExist,
}: {
  repository: ProgramsRepository;
  today: () => string;
  vendorsExist: VendorsExist;
}) {
  async function requireVendor(vendorId: number) {
    const [found] = await vendorsExist([vendorId]);
    if (!found) throw new AppError('rates:errors.unknownDealer', 404);
  }

  /** Every program named as today's version names it (or its first to come), and whether the dealership offers it. */
  async function read(vendorId: number): Promise<DealerProgramsAnswer> {
    const day = today();
    const [rows, withheld] = await Promise.all([repository.versions(), repository.withheldFrom(vendorId)]);
    const byProgram = new Map<number, ReturnType<typeof toProgramVersion>[]>();
    for (const row of rows)
      byProgram.set(row.programId, [...(byProgram.get(row.programId) ?? []), toProgramVersion(row)]);
    return {
      vendorId,
      programs: [...byProgram].flatMap(([programId, versions]) => {
        const named = versionInEffect(versions, day) ?? nextVersion(versions, day);
        if (!named) return [];
        return [
          {
            programId,
            nameEn: named.description,
            nameFr: named.descriptionFr,
            creditor: named.creditor,
            offered: !withheld.includes(programId),
          },
        ];
      }),
    };
  }

  return {
    /** GET /api/lender/dealers/{id}/programs. */
    async dealerPrograms(principal: Principal, vendorId: number): Promise<DealerProgramsAnswer> {
      requireLenderRole(principal, 'lenderAdmin');
      await requireVendor(vendorId);
      return read(vendorId);
    },

    /** PUT /api/lender/dealers/{id}/programs: the programs it may offer; every other one is withheld. Audited. */
    async setDealerPrograms(
      principal: Principal,
      vendorId: number,
      input: DealerProgramsInput,
      ip?: string,
    ): Promise<DealerProgramsAnswer> {
      requireLenderRole(principal, 'lenderAdmin');
      await requireVendor(vendorId);
      const all = await repository.programIds();
      const offered = [...new Set(input.programIds)].sort((a, b) => a - b);
      if (offered.some((id) => !all.includes(id)))
        throw new AppError(
          'rates:errors.unknownProgram',
          400,
          {},
          {},
          {
            errors: { programIds: 'rates:errors.unknownProgram' },
          },
        );
      await repository.transaction(async (tx) => {
        const before = await repository.withheldFrom(vendorId, tx);
        const withheld = all.filter((id) => !offered.includes(id));
        await repository.setWithheld(tx, vendorId, withheld);
        if (before.join() === withheld.join()) return;
        await recordChange(tx, {
          entity: 'vendor',
          entityId: vendorId,
          action: 'programsChanged',
          userId: principal.userId,
          before: { programs: all.filter((id) => !before.includes(id)) },
          after: { programs: offered },
          reason: input.reason ?? null,
          vendorId,
          ip: ip ?? null,
        });
      });
      return read(vendorId);
    },
  };
}
