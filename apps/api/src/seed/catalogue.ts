// The financing catalogue mirrored into its tables at every start (decision 021): programs with their rate, fee,
// deferral and terms, and the asset types and sub-types, from packages/domain's catalogue, so that stored assets and
// selections refer to real rows and reports can join them. The server prices from the domain; edits here are undone.
import {
  ASSET_CATALOGUE_PROGRAM_ID,
  ASSET_SUB_TYPES,
  ASSET_TYPES,
  classifyProgram,
  PROGRAMS,
  TERMS,
} from '@vp/domain';
import { inArray, sql } from 'drizzle-orm';
import {
  assetSubTypes,
  assetTypeSubTypes,
  assetTypes,
  programDeferrals,
  programRates,
  programs,
  programTerms,
} from '../db/schema.ts';
import type { Db } from '../plugins/db.ts';

/** Every column but the key, from the row proposed for insert: an upsert that rewrites the mirrored row. */
function excluded(columns: string[]) {
  return Object.fromEntries(
    columns.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}`)]),
  );
}

export async function syncCatalogue(db: Db): Promise<void> {
  const programIds = PROGRAMS.map((p) => p.programId);
  await db.transaction(async (tx) => {
    await tx
      .insert(programs)
      .values(
        PROGRAMS.map((p) => ({
          id: p.programId,
          description: p.description,
          descriptionFr: p.descriptionFr,
          rateBump: p.rateBumpPercent,
          programType: classifyProgram(p),
          deferralLabel: p.deferralLabel,
          deferralLabelFr: p.deferralLabelFr,
          feeCents: p.feeCents,
          active: true,
        })),
      )
      .onConflictDoUpdate({
        target: programs.id,
        set: excluded([
          'description',
          'descriptionFr',
          'rateBump',
          'programType',
          'deferralLabel',
          'deferralLabelFr',
          'feeCents',
          'active',
        ]),
      });
    // A program no longer in the catalogue stays (selections refer to it) but is no longer offered.
    await tx
      .update(programs)
      .set({ active: false })
      .where(
        sql`${programs.id} not in (${sql.join(
          programIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    // The children have no identity of their own: rewritten whole.
    await tx.delete(programRates).where(inArray(programRates.programId, programIds));
    await tx.delete(programDeferrals).where(inArray(programDeferrals.programId, programIds));
    await tx.delete(programTerms).where(inArray(programTerms.programId, programIds));
    await tx
      .insert(programRates)
      .values(PROGRAMS.map((p) => ({ programId: p.programId, name: p.description, rate: p.ratePercent })));
    await tx.insert(programDeferrals).values(
      PROGRAMS.map((p) => ({
        programId: p.programId,
        labelEn: p.deferralLabel,
        labelFr: p.deferralLabelFr,
        qtyZeroPayments: p.deferral?.months ?? 0,
        interest: p.deferral?.interest ?? null,
      })),
    );
    await tx
      .insert(programTerms)
      .values(
        PROGRAMS.flatMap((p) =>
          p.termIds.map((termId) => ({ programId: p.programId, termId, months: TERMS[termId] ?? 0 })),
        ),
      );

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
