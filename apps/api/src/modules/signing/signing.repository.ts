// Envelopes and signers in the database: the only code of the signing module that touches them.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { envelopes, signers } from './signing.schema.ts';

export type EnvelopeRow = typeof envelopes.$inferSelect;
export type SignerRow = typeof signers.$inferSelect;
type NewEnvelope = typeof envelopes.$inferInsert;
type NewSigner = Omit<typeof signers.$inferInsert, 'envelopeId'>;

export function createSigningRepository(db: Db) {
  return {
    /** An envelope and its signers, written together. */
    async createEnvelope(envelope: NewEnvelope, people: NewSigner[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(envelopes).values(envelope).returning();
        if (!row) throw new Error('envelope not written');
        const rows = await tx
          .insert(signers)
          .values(people.map((p) => ({ ...p, envelopeId: row.id })))
          .returning();
        return { envelope: row, signers: rows };
      });
    },

    async findEnvelope(id: string) {
      const [row] = await db.select().from(envelopes).where(eq(envelopes.id, id)).limit(1);
      return row;
    },

    async findByProviderId(provider: string, providerEnvelopeId: string) {
      const [row] = await db
        .select()
        .from(envelopes)
        .where(and(eq(envelopes.provider, provider), eq(envelopes.providerEnvelopeId, providerEnvelopeId)))
        .limit(1);
      return row;
    },

    /** The application's latest envelope of a purpose (the contract's is the one the Sign screen shows). */
    async findLatest(applicationId: string, purpose: 'contract' | 'certificate' = 'contract') {
      const [row] = await db
        .select()
        .from(envelopes)
        .where(and(eq(envelopes.applicationId, applicationId), eq(envelopes.purpose, purpose)))
        .orderBy(desc(envelopes.created))
        .limit(1);
      return row;
    },

    /** Envelopes still out for signature at a provider other than the built-in one (the status job's sweep). */
    findOpenAtProviders() {
      return db
        .select()
        .from(envelopes)
        .where(and(eq(envelopes.status, 'sent'), ne(envelopes.provider, 'builtin')));
    },

    findSigners(envelopeId: string) {
      return db.select().from(signers).where(eq(signers.envelopeId, envelopeId)).orderBy(signers.id);
    },

    async findSignerByToken(tokenHash: string) {
      const [row] = await db.select().from(signers).where(eq(signers.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async updateEnvelope(id: string, values: Partial<NewEnvelope>) {
      const [row] = await db.update(envelopes).set(values).where(eq(envelopes.id, id)).returning();
      return row;
    },

    /**
     * Moves an envelope out of 'sent' (completed, declined, voided) once: false when another request ended it first
     * (two last signers at once, a webhook and a poll), so only one caller finishes it.
     */
    async endEnvelope(id: string, status: 'completed' | 'declined' | 'voided', at: Date) {
      const rows = await db
        .update(envelopes)
        .set({ status, endedAt: at, ...(status === 'completed' ? { completedAt: at } : {}) })
        .where(and(eq(envelopes.id, id), eq(envelopes.status, 'sent')))
        .returning({ id: envelopes.id });
      return rows.length === 1;
    },

    async updateSigner(id: number, values: Partial<NewSigner>) {
      const [row] = await db.update(signers).set(values).where(eq(signers.id, id)).returning();
      return row;
    },

    /** Records a pending signer's outcome; false when the signer already signed or declined (a reused link). */
    async settleSigner(id: number, values: Partial<NewSigner>) {
      const rows = await db
        .update(signers)
        .set(values)
        .where(and(eq(signers.id, id), eq(signers.status, 'pending')))
        .returning({ id: signers.id });
      return rows.length === 1;
    },

    async settleSigners(ids: number[], values: Partial<NewSigner>) {
      if (ids.length === 0) return;
      await db
        .update(signers)
        .set(values)
        .where(and(inArray(signers.id, ids), eq(signers.status, 'pending')));
    },
  };
}
export type SigningRepository = ReturnType<typeof createSigningRepository>;
