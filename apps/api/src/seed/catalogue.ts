// The financing catalogue's start-up (decisions 021 and 047): the asset types and sub-types mirrored from
// packages/domain at every start, so that stored assets refer to real rows; and the programs, which are the lender's
// data: version 1 of each catalogue program is written only when the program has no version yet (the migration writes
// them; this covers a database made without it), never overwritten, so a lender admin's edit survives a restart.
import { ASSET_CATALOGUE_PROGRAM_ID, ASSET_SUB_TYPES, ASSET_TYPES, PROGRAMS, TERMS } from '@vp/domain';
import { sql } from 'drizzle-orm';
import { assetSubTypes, assetTypeSubTypes, assetTypes, programs, programVersions } from '../db/schema.ts';
import type { Db } from '../plugins/db.ts';

/** The day version 1 of the catalogue's programs takes effect: in the past, so it is in effect from the start. */
export const CATALOGUE_EFFECTIVE_FROM = '2024-01-01';

/** Every column but the key, from the row proposed for insert: an upsert that rewrites the mirrored row. */
function excluded(columns: string[]) {
  return Object.fromEntries(
    columns.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}`)]),
  );
}

/** Version 1 of each catalogue program that has no version yet (a program with versions is left as it is). */
async function seedProgramsWhenAbsent(tx: Pick<Db, 'insert' | 'select'>): Promise<void> {
  await tx
    .insert(programs)
    .values(PROGRAMS.map((p) => ({ id: p.programId, active: true })))
    .onConflictDoNothing();
  const versioned = new Set(
    (await tx.select({ programId: programVersions.programId }).from(programVersions)).map((r) => r.programId),
  );
  const absent = PROGRAMS.filter((p) => !versioned.has(p.programId));
  if (absent.length === 0) return;
  await tx.insert(programVersions).values(
    absent.map((p) => ({
      programId: p.programId,
      version: 1,
      effectiveFrom: CATALOGUE_EFFECTIVE_FROM,
      nameEn: p.description,
      nameFr: p.descriptionFr,
      creditor: p.creditor,
      rate: p.ratePercent,
      rateBump: p.rateBumpPercent,
      deferralMonths: p.deferral?.months ?? 0,
      deferralInterest: p.deferral?.interest ?? null,
      deferralLabelEn: p.deferralLabel,
      deferralLabelFr: p.deferralLabelFr,
      feeCents: p.feeCents,
      dealerFeePercent: p.dealerFeePercent,
      termIds: p.termIds.filter((id) => TERMS[id] !== undefined),
      reason: "The catalogue's rate sheet, version 1 (decision 047)",
    })),
  );
}

export async function syncCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedProgramsWhenAbsent(tx);
    await tx
      .insert(assetTypes)
      .values(
        ASSET_TYPES.map((t) => ({
          id: t.assetTypeId,
          programId: ASSET_CATALOGUE_PROGRAM_ID,
          name: t.name,
          nameFr: t.name,
        })),
      )
      .onConflictDoUpdate({ target: assetTypes.id, set: excluded(['programId', 'name', 'nameFr']) });
    await tx
      .insert(assetSubTypes)
      .values(ASSET_SUB_TYPES.map((s) => ({ id: s.assetSubTypeId, name: s.en, nameFr: s.fr })))
      .onConflictDoUpdate({ target: assetSubTypes.id, set: excluded(['name', 'nameFr']) });
    await tx.delete(assetTypeSubTypes);
    await tx
      .insert(assetTypeSubTypes)
      .values(
        ASSET_TYPES.flatMap((t) =>
          t.assetSubTypeIds.map((assetSubTypeId) => ({ assetTypeId: t.assetTypeId, assetSubTypeId })),
        ),
      );
  });
}
