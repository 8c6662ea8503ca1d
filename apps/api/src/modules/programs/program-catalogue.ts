// What a dealer may be offered (decision 047): the programs its dealership may offer, of its deal's creditor, each as
// its version in effect today in the lender's calendar (never a future or an expired one); and the version a saved
// selection was priced on, which it keeps whatever takes effect since.
import {
  type Creditor,
  lenderDay,
  type ProgramVersion,
  type RateSheetAnswer,
  toSheetProgram,
  versionInEffect,
} from '@vp/domain';
import type { Db } from '../../plugins/db.ts';
import { unknownProgram } from '../assets/index.ts';
import {
  begunVersions,
  findVersion,
  nextChanges,
  pricesFor,
  toProgramVersion,
} from './programs.repository.ts';

type Reader = Pick<Db, 'select'>;

/** The version in effect of each program among the begun versions (oldest first), in program order. */
function inEffect(rows: Awaited<ReturnType<typeof begunVersions>>, day: string): ProgramVersion[] {
  const byProgram = new Map<number, ProgramVersion[]>();
  for (const row of rows) {
    const list = byProgram.get(row.programId) ?? [];
    list.push(toProgramVersion(row));
    byProgram.set(row.programId, list);
  }
  return [...byProgram.values()].flatMap((versions) => {
    const current = versionInEffect(versions, day);
    return current ? [current] : [];
  });
}

export function createProgramCatalogue(db: Db, clock: () => Date) {
  const today = () => lenderDay(clock());
  return {
    today,

    /** The programs a dealership offers on a creditor's deals today (every program without a dealership). */
    async offered(
      vendorId: number | null,
      creditor: Creditor,
      executor: Reader = db,
    ): Promise<ProgramVersion[]> {
      const day = today();
      const rows = await begunVersions(executor, { vendorId, day });
      return inEffect(rows, day).filter((v) => pricesFor(v, creditor));
    },

    /**
     * The calculator's rate sheet (issue 39): what `offered` answers, each version with the day its successor takes
     * effect, so that a tablet pricing offline on a kept copy leaves it out from that day.
     */
    async sheet(
      vendorId: number | null,
      creditor: Creditor,
      executor: Reader = db,
    ): Promise<RateSheetAnswer> {
      const day = today();
      const rows = await begunVersions(executor, { vendorId, day });
      const versions = inEffect(rows, day).filter((v) => pricesFor(v, creditor));
      const next = await nextChanges(executor, { day, programIds: versions.map((v) => v.programId) });
      return { day, programs: versions.map((v) => toSheetProgram(v, next.get(v.programId) ?? null)) };
    },

    /** One program as the dealership may offer it today on the creditor's deal (any creditor when none), or 404. */
    async offeredProgram(
      vendorId: number | null,
      creditor: Creditor | undefined,
      programId: number,
      executor: Reader = db,
    ): Promise<ProgramVersion> {
      const day = today();
      const [version] = inEffect(await begunVersions(executor, { vendorId, day, programId }), day);
      if (!version || !pricesFor(version, creditor)) throw unknownProgram();
      return version;
    },

    /**
     * The version a selection was priced on; for a row saved without one (a test's fixture), its program's version
     * in effect on the day it was saved.
     */
    savedVersion: (executor: Reader, saved: SavedVersionRef) => savedVersion(executor, saved),
  };
}
export type ProgramCatalogue = ReturnType<typeof createProgramCatalogue>;

export interface SavedVersionRef {
  programId: number;
  programVersionId: number | null;
  savedOn: Date;
}

export async function savedVersion(
  executor: Reader,
  saved: SavedVersionRef,
): Promise<ProgramVersion | undefined> {
  if (saved.programVersionId !== null) {
    const row = await findVersion(executor, saved.programVersionId);
    return row && toProgramVersion(row);
  }
  const day = lenderDay(saved.savedOn);
  const rows = await begunVersions(executor, { vendorId: null, day, programId: saved.programId });
  return inEffect(rows, day)[0];
}
