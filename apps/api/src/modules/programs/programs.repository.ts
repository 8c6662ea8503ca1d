// The programs' rows (decision 047): each program's versions and the programs withheld from a dealership. The only
// code that reads or writes programs, program_versions and vendor_program_exclusions.
import type { Creditor, ProgramVersion } from '@vp/domain';
import { FinanceDecimal, type ProgramVersionInput, versionTerms } from '@vp/domain';
import { and, asc, eq, gt, inArray, lte, min, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { programs, programVersions, vendorProgramExclusions } from './programs.schema.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type VersionRow = typeof programVersions.$inferSelect;

/** '9.990' → '9.99', '-2.000' → '-2': rates as the catalogue writes them (the pricing and the names read them). */
const decimal = (text: string) => new FinanceDecimal(text).toString();

/** A version's row as the value the domain's pricing functions take. */
export function toProgramVersion(row: VersionRow): ProgramVersion {
  const interest = row.deferralInterest === 'waive' ? 'waive' : 'accrue';
  return {
    versionId: row.id,
    programId: row.programId,
    version: row.version,
    effectiveFrom: String(row.effectiveFrom),
    description: row.nameEn,
    descriptionFr: row.nameFr,
    deferralLabel: row.deferralLabelEn,
    deferralLabelFr: row.deferralLabelFr,
    ratePercent: decimal(row.rate),
    rateBumpPercent: decimal(row.rateBump),
    deferral: row.deferralMonths > 0 ? { months: row.deferralMonths, interest } : null,
    feeCents: row.feeCents,
    dealerFeePercent: decimal(row.dealerFeePercent),
    termIds: [...row.termIds].sort((a, b) => a - b),
    creditor: row.creditor === 'partner' ? 'partner' : 'lender',
  };
}

/** The versions begun by a day of the programs a dealership may offer (all, without a dealership), oldest first. */
export async function begunVersions(
  executor: Pick<Db, 'select'>,
  { vendorId, day, programId }: { vendorId: number | null; day: string; programId?: number },
): Promise<VersionRow[]> {
  const withheld = executor
    .select({ one: sql`1` })
    .from(vendorProgramExclusions)
    .where(
      and(
        eq(vendorProgramExclusions.programId, programVersions.programId),
        eq(vendorProgramExclusions.vendorId, vendorId ?? -1),
      ),
    );
  return executor
    .select()
    .from(programVersions)
    .where(
      and(
        lte(programVersions.effectiveFrom, day),
        programId === undefined ? undefined : eq(programVersions.programId, programId),
        vendorId === null ? undefined : notExists(withheld),
      ),
    )
    .orderBy(
      asc(programVersions.programId),
      asc(programVersions.effectiveFrom),
      asc(programVersions.version),
    );
}

/** The day each program's next version takes effect after a day (programs with none set are absent). */
export async function nextChanges(
  executor: Pick<Db, 'select'>,
  { day, programIds }: { day: string; programIds: readonly number[] },
): Promise<Map<number, string>> {
  if (programIds.length === 0) return new Map();
  const rows = await executor
    .select({ programId: programVersions.programId, from: min(programVersions.effectiveFrom) })
    .from(programVersions)
    .where(and(gt(programVersions.effectiveFrom, day), inArray(programVersions.programId, [...programIds])))
    .groupBy(programVersions.programId);
  return new Map(rows.flatMap((row) => (row.from === null ? [] : [[row.programId, String(row.from)]])));
}

export async function findVersion(
  executor: Pick<Db, 'select'>,
  versionId: number,
): Promise<VersionRow | undefined> {
  const [row] = await executor
    .select()
    .from(programVersions)
    .where(eq(programVersions.id, versionId))
    .limit(1);
  return row;
}

export function createProgramsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Executor) => Promise<T>) => db.transaction((tx) => run(tx)),

    /** Every version of every program (or of one), oldest first. */
    versions(programId?: number, executor: Pick<Db, 'select'> = db): Promise<VersionRow[]> {
      return executor
        .select()
        .from(programVersions)
        .where(programId === undefined ? undefined : eq(programVersions.programId, programId))
        .orderBy(
          asc(programVersions.programId),
          asc(programVersions.effectiveFrom),
          asc(programVersions.version),
        );
    },

    /** Locks the program's row: one version written at a time per program (its number is the next). */
    async lockProgram(executor: Executor, programId: number): Promise<boolean> {
      const rows = await executor
        .select({ id: programs.id })
        .from(programs)
        .where(eq(programs.id, programId))
        .for('update');
      return rows.length > 0;
    },

    async insertVersion(
      executor: Executor,
      values: { programId: number; version: number; input: ProgramVersionInput; createdBy: number },
    ): Promise<VersionRow> {
      const terms = versionTerms(values.input);
      const [row] = await executor
        .insert(programVersions)
        .values({
          programId: values.programId,
          version: values.version,
          effectiveFrom: values.input.effectiveFrom,
          nameEn: terms.description,
          nameFr: terms.descriptionFr,
          creditor: terms.creditor,
          rate: terms.ratePercent,
          rateBump: terms.rateBumpPercent,
          deferralMonths: terms.deferral?.months ?? 0,
          deferralInterest: terms.deferral?.interest ?? null,
          deferralLabelEn: terms.deferralLabel,
          deferralLabelFr: terms.deferralLabelFr,
          feeCents: terms.feeCents,
          dealerFeePercent: terms.dealerFeePercent,
          termIds: [...terms.termIds],
          createdBy: values.createdBy,
          reason: values.input.reason,
        })
        .returning();
      if (!row) throw new Error('the version was not written');
      return row;
    },

    async deleteVersion(executor: Executor, versionId: number): Promise<void> {
      await executor.delete(programVersions).where(eq(programVersions.id, versionId));
    },

    /** The programs withheld from a dealership. */
    async withheldFrom(vendorId: number, executor: Pick<Db, 'select'> = db): Promise<number[]> {
      const rows = await executor
        .select({ programId: vendorProgramExclusions.programId })
        .from(vendorProgramExclusions)
        .where(eq(vendorProgramExclusions.vendorId, vendorId));
      return rows.map((r) => r.programId).sort((a, b) => a - b);
    },

    /** How many dealerships each program is withheld from. */
    async withheldCounts(): Promise<Map<number, number>> {
      const rows = await db
        .select({ programId: vendorProgramExclusions.programId, count: sql<number>`count(*)::int` })
        .from(vendorProgramExclusions)
        .groupBy(vendorProgramExclusions.programId);
      return new Map(rows.map((r) => [r.programId, Number(r.count)]));
    },

    /** Withholds from a dealership exactly the programs given (the others it may offer). */
    async setWithheld(executor: Executor, vendorId: number, programIds: readonly number[]): Promise<void> {
      await executor.delete(vendorProgramExclusions).where(eq(vendorProgramExclusions.vendorId, vendorId));
      if (programIds.length > 0)
        await executor
          .insert(vendorProgramExclusions)
          .values(programIds.map((programId) => ({ vendorId, programId })))
          // Two saves at once: the rows the other wrote first are the same ones, not a failure.
          .onConflictDoNothing();
    },

    async programIds(ids?: readonly number[]): Promise<number[]> {
      const rows = await db
        .select({ id: programs.id })
        .from(programs)
        .where(ids ? inArray(programs.id, [...ids]) : undefined);
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;

/** Whether a creditor's deals may take a version (a lender's deal never the partner's programs: decision 039). */
export const pricesFor = (version: Pick<ProgramVersion, 'creditor'>, creditor: Creditor | undefined) =>
  creditor === undefined || version.creditor === creditor;
