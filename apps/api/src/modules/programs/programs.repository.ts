// The programs' rows (the catalogue mirrored at start, decision 021): a program no longer offered stays, because
// saved selections name it, so what was saved is described from here rather than from the catalogue.
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { programs } from './programs.schema.ts';

/** A program's descriptions and deferral label, as the financing selection saved with it names them. */
export interface ProgramRecord {
  id: number;
  description: string;
  descriptionFr: string;
  deferralLabel: string;
}

export async function findProgramRecord(
  executor: Pick<Db, 'select'>,
  programId: number,
): Promise<ProgramRecord | undefined> {
  const [row] = await executor
    .select({
      id: programs.id,
      description: programs.description,
      descriptionFr: programs.descriptionFr,
      deferralLabel: programs.deferralLabel,
    })
    .from(programs)
    .where(eq(programs.id, programId))
    .limit(1);
  return row;
}
