// The lender admin's rate sheets (issue 35, decision 047): each program with its version in effect and the next one, a
// program's versions, a new version from a day on (refused over the criminal rate on any term), the deletion of a
// version not yet in effect, and the programs each dealership may offer. Every change is audited in its transaction.
import {
  classifyProgram,
  criminalRateTerm,
  type LenderProgramAnswer,
  type LenderProgramsAnswer,
  lenderDay,
  nextVersion,
  type ProgramVersion,
  type ProgramVersionAnswer,
  type ProgramVersionInput,
  TERMS,
  versionInEffect,
  versionStatus,
  versionTerms,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import { createDealerPrograms, type VendorsExist } from './dealer-programs.service.ts';
import { type ProgramsRepository, toProgramVersion, type VersionRow } from './programs.repository.ts';

type UserNames = (ids: readonly number[]) => Promise<ReadonlyArray<{ id: number; displayName: string }>>;

export const unknownRateSheet = () => new AppError('rates:errors.unknownProgram', 404);

/** What the change history compares of a version: its terms, day and number (not its row's bookkeeping). */
export function versionSnapshot(v: ProgramVersion) {
  return {
    version: v.version,
    effectiveFrom: v.effectiveFrom,
    nameEn: v.description,
    nameFr: v.descriptionFr,
    creditor: v.creditor,
    ratePercent: v.ratePercent,
    rateBumpPercent: v.rateBumpPercent,
    deferralMonths: v.deferral?.months ?? 0,
    deferralInterest: v.deferral?.interest ?? null,
    deferralLabelEn: v.deferralLabel,
    deferralLabelFr: v.deferralLabelFr,
    feeCents: v.feeCents,
    dealerFeePercent: v.dealerFeePercent,
    termIds: v.termIds,
  };
}

/** A version as the lender admin reads it, with its status among its program's versions on the day. */
function toAnswer(row: VersionRow, rows: readonly VersionRow[], day: string, names: Map<number, string>) {
  const v = toProgramVersion(row);
  // The status compares the same objects it is found among: one key per row.
  const keys = rows.map((r) => ({ effectiveFrom: String(r.effectiveFrom), version: r.version }));
  const own = keys[rows.indexOf(row)] ?? { effectiveFrom: v.effectiveFrom, version: v.version };
  return {
    versionId: v.versionId,
    programId: v.programId,
    version: v.version,
    effectiveFrom: v.effectiveFrom,
    status: versionStatus(own, keys, day),
    nameEn: v.description,
    nameFr: v.descriptionFr,
    programType: classifyProgram(v),
    creditor: v.creditor,
    ratePercent: v.ratePercent,
    rateBumpPercent: v.rateBumpPercent,
    deferralMonths: v.deferral?.months ?? 0,
    deferralInterest: v.deferral?.interest ?? null,
    deferralLabelEn: v.deferralLabel,
    deferralLabelFr: v.deferralLabelFr,
    fee: v.feeCents / 100,
    dealerFeePercent: v.dealerFeePercent,
    termIds: [...v.termIds],
    termMonths: v.termIds.map((id) => TERMS[id] ?? 0),
    createdBy: (row.createdBy !== null && names.get(row.createdBy)) || null,
    createdAt: new Date(row.created).toISOString(),
    reason: row.reason,
  } satisfies ProgramVersionAnswer;
}

/** Each program with its version in effect on the day and the next one, from every version (oldest first). */
function programRows(
  rows: readonly VersionRow[],
  withheld: Map<number, number>,
  day: string,
  names: Map<number, string>,
): LenderProgramsAnswer['programs'] {
  const byProgram = new Map<number, VersionRow[]>();
  for (const row of rows) byProgram.set(row.programId, [...(byProgram.get(row.programId) ?? []), row]);
  return [...byProgram].map(([programId, versions]) => {
    const keyed = versions.map((r) => ({
      row: r,
      effectiveFrom: String(r.effectiveFrom),
      version: r.version,
    }));
    const current = versionInEffect(keyed, day);
    const next = nextVersion(keyed, day);
    return {
      programId,
      inEffect: current ? toAnswer(current.row, versions, day, names) : null,
      next: next ? toAnswer(next.row, versions, day, names) : null,
      versionCount: versions.length,
      withheldFrom: withheld.get(programId) ?? 0,
    };
  });
}

/** A new version's refusals before anything is written: a day past, or an APR over 35 % on any of its terms. */
function checkNewVersion(input: ProgramVersionInput, day: string): void {
  if (input.effectiveFrom < day)
    throw new AppError(
      'rates:errors.effectiveInPast',
      400,
      { date: day },
      {},
      { errors: { effectiveFrom: 'rates:validation.effectiveFromToday' } },
    );
  const refused = criminalRateTerm(versionTerms(input));
  if (refused)
    throw new AppError('rates:errors.criminalRate', 400, {
      months: refused.months,
      apr: refused.aprPercent,
      amount: refused.cents,
      limit: '35',
    });
}

export function createRateSheets({
  repository,
  clock,
  userNames,
  vendorsExist,
}: {
  repository: ProgramsRepository;
  clock: () => Date;
  userNames: UserNames;
  vendorsExist: VendorsExist;
}) {
  const today = () => lenderDay(clock());
  const namesOf = async (rows: readonly VersionRow[]) =>
    new Map(
      (await userNames(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))).map((u) => [
        u.id,
        u.displayName,
      ]),
    );
  const answer = toAnswer;

  return {
    /** GET /api/lender/programs: each program with its version in effect today and the next one. */
    async list(principal: Principal): Promise<LenderProgramsAnswer> {
      requireLenderRole(principal, 'lenderAdmin');
      const day = today();
      const [rows, withheld] = await Promise.all([repository.versions(), repository.withheldCounts()]);
      return { today: day, programs: programRows(rows, withheld, day, await namesOf(rows)) };
    },

    /** GET /api/lender/programs/{id}: every version, the latest day first. */
    async program(principal: Principal, programId: number): Promise<LenderProgramAnswer> {
      requireLenderRole(principal, 'lenderAdmin');
      const day = today();
      const rows = await repository.versions(programId);
      if (rows.length === 0) throw unknownRateSheet();
      const names = await namesOf(rows);
      return {
        today: day,
        programId,
        versions: rows.map((r) => answer(r, rows, day, names)).reverse(),
      };
    },

    /**
     * POST /api/lender/programs/{id}/versions: a version from a day on (today or later), numbered next; refused when
     * another not yet in effect starts the same day, or when its APR with the fee passes 35 % on any term.
     */
    async addVersion(principal: Principal, programId: number, input: ProgramVersionInput, ip?: string) {
      requireLenderRole(principal, 'lenderAdmin');
      const day = today();
      checkNewVersion(input, day);
      const { row, rows } = await repository.transaction(async (tx) => {
        if (!(await repository.lockProgram(tx, programId))) throw unknownRateSheet();
        const rows = await repository.versions(programId, tx);
        const clash = rows.find(
          (r) => String(r.effectiveFrom) === input.effectiveFrom && r.effectiveFrom > day,
        );
        if (clash)
          throw new AppError('rates:errors.sameDay', 409, {
            date: input.effectiveFrom,
            version: clash.version,
          });
        const version = Math.max(0, ...rows.map((r) => r.version)) + 1;
        const row = await repository.insertVersion(tx, {
          programId,
          version,
          input,
          createdBy: principal.userId,
        });
        // What it supersedes: the version that would otherwise be in effect on its first day.
        const superseded = versionInEffect(rows.map(toProgramVersion), input.effectiveFrom);
        const added = toProgramVersion(row);
        await recordChange(tx, {
          entity: 'program',
          entityId: programId,
          action: 'versionAdded',
          userId: principal.userId,
          before: superseded ? versionSnapshot(superseded) : null,
          after: versionSnapshot(added),
          reason: input.reason,
          ip: ip ?? null,
        });
        return { row, rows };
      });
      // Read after the commit: PGlite has one connection, which the transaction held.
      return answer(row, [...rows, row], day, await namesOf([row]));
    },

    /** DELETE /api/lender/programs/{id}/versions/{versionId}: a version not yet in effect (no deal was priced on it). */
    async deleteVersion(
      principal: Principal,
      programId: number,
      versionId: number,
      reason: string,
      ip?: string,
    ): Promise<{ result: 'Success' }> {
      requireLenderRole(principal, 'lenderAdmin');
      const day = today();
      return repository.transaction(async (tx) => {
        if (!(await repository.lockProgram(tx, programId))) throw unknownRateSheet();
        const rows = await repository.versions(programId, tx);
        const row = rows.find((r) => r.id === versionId);
        if (!row) throw new AppError('rates:errors.unknownVersion', 404);
        if (String(row.effectiveFrom) <= day) throw new AppError('rates:errors.notFuture', 409);
        await repository.deleteVersion(tx, versionId);
        await recordChange(tx, {
          entity: 'program',
          entityId: programId,
          action: 'versionDeleted',
          userId: principal.userId,
          before: versionSnapshot(toProgramVersion(row)),
          after: null,
          reason,
          ip: ip ?? null,
        });
        return { result: 'Success' as const };
      });
    },

    ...createDealerPrograms({ repository, today, vendorsExist }),
  };
}
export type RateSheets = ReturnType<typeof createRateSheets>;
