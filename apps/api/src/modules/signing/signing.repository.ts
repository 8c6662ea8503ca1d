// Envelopes and signers in the database: the only code of the signing module that touches them.
import { and, desc, eq, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { createApplicationFacts, type Executor } from '../applications/index.ts';
import { envelopes, signers } from './signing.schema.ts';

export type EnvelopeRow = typeof envelopes.$inferSelect;
export type SignerRow = typeof signers.$inferSelect;
type NewEnvelope = typeof envelopes.$inferInsert;
type NewSigner = Omit<typeof signers.$inferInsert, 'envelopeId'>;

/** The envelopes and signers themselves: written, read, ended and settled. */
function createEnvelopeStore(db: Db) {
  return {
    /** An envelope and its signers, written together (in the caller's transaction, which also moves the status). */
    async createEnvelope(envelope: NewEnvelope, people: NewSigner[], tx?: Executor) {
      const write = async (ex: Executor) => {
        const [row] = await ex.insert(envelopes).values(envelope).returning();
        if (!row) throw new Error('envelope not written');
        const rows = await ex
          .insert(signers)
          .values(people.map((p) => ({ ...p, envelopeId: row.id })))
          .returning();
        return { envelope: row, signers: rows };
      };
      return tx ? write(tx) : db.transaction((own) => write(own as unknown as Executor));
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
     * (two last signers at once, a webhook and a poll), so only one caller finishes it. A completion records the
     * signed PDF's key with it; the dealer's void holds only while no signer has signed.
     */
    async endEnvelope(
      id: string,
      status: 'completed' | 'declined' | 'voided',
      at: Date,
      options: { tx?: Executor; signedDocumentKey?: string; unsignedOnly?: boolean } = {},
    ) {
      const signed = db
        .select({ id: signers.id })
        .from(signers)
        .where(and(eq(signers.envelopeId, id), eq(signers.status, 'signed')));
      const rows = await (options.tx ?? db)
        .update(envelopes)
        .set({
          status,
          endedAt: at,
          ...(status === 'completed'
            ? { completedAt: at, signedDocumentKey: options.signedDocumentKey }
            : {}),
        })
        .where(
          and(
            eq(envelopes.id, id),
            eq(envelopes.status, 'sent'),
            options.unsignedOnly ? notExists(signed) : undefined,
          ),
        )
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
  };
}

/**
 * What the reconciliation looks for (decision 028): envelopes and applications a crash left out of step. The
 * applications are read through their module, in one read-only snapshot with the envelopes, so that each finding is
 * of one moment (as one statement's was); every repair still checks again as it writes.
 */
function createReconcileQueries(db: Db) {
  const applications = createApplicationFacts(db);
  const snapshot = <T>(read: (tx: Db) => Promise<T>) =>
    db.transaction((tx) => read(tx as unknown as Db), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  /** The applications of these envelopes, by id. */
  const applicationsOf = async (rows: readonly EnvelopeRow[], tx: Db) => {
    const ids = [...new Set(rows.map((row) => row.applicationId))];
    const found = await applications.signingFacts(ids, tx);
    return new Map(found.map((application) => [application.id, application]));
  };
  return {
    /** Contract and certificate envelopes out for signature that no provider has yet (a crash before the send). */
    findUndispatched(createdBefore: Date) {
      return snapshot(async (tx) => {
        const unsent = await tx
          .select()
          .from(envelopes)
          .where(
            and(
              eq(envelopes.status, 'sent'),
              isNull(envelopes.providerEnvelopeId),
              lt(envelopes.created, createdBefore),
            ),
          );
        const owners = await applicationsOf(unsent, tx);
        return unsent.flatMap((envelope) => {
          const owner = owners.get(envelope.applicationId);
          return owner ? [{ envelope, vendorId: owner.vendorId, edgeId: owner.edgeId }] : [];
        });
      });
    },

    /** Built-in envelopes still out whose signers all answered: every one signed, or one declined. */
    findAnsweredOpen() {
      const pending = db
        .select({ id: signers.id })
        .from(signers)
        .where(and(eq(signers.envelopeId, envelopes.id), eq(signers.status, 'pending')));
      const declined = db
        .select({ id: signers.id })
        .from(signers)
        .where(and(eq(signers.envelopeId, envelopes.id), eq(signers.status, 'declined')));
      return db
        .select()
        .from(envelopes)
        .where(
          and(
            eq(envelopes.status, 'sent'),
            eq(envelopes.provider, 'builtin'),
            or(notExists(pending), sql`exists ${declined}`),
          ),
        );
    },

    /**
     * Applications in Waiting for Signature whose contract envelope is not out: none named, one that does not exist,
     * or one that ended (voided, declined, or completed without the status following), with that envelope if any.
     */
    findWaitingOutOfStep() {
      return snapshot(async (tx) => {
        const waiting = await applications.waitingForSignature(tx);
        const named = waiting.flatMap((application) =>
          application.envelopeId ? [application.envelopeId] : [],
        );
        const found =
          named.length === 0
            ? []
            : await tx
                .select()
                .from(envelopes)
                .where(inArray(sql`${envelopes.id}::text`, named));
        const byId = new Map(found.map((envelope) => [envelope.id, envelope]));
        return waiting.flatMap((application) => {
          const envelope = (application.envelopeId && byId.get(application.envelopeId)) || null;
          if (envelope?.status === 'sent') return [];
          const { id: applicationId, envelopeId, amountCents, amountApprovedCents } = application;
          return [{ applicationId, envelopeId, amountCents, amountApprovedCents, envelope }];
        });
      });
    },

    /** Contract envelopes still out that their application no longer names (a void or a decline cut short). */
    findOrphanContracts() {
      return snapshot(async (tx) => {
        const out = await tx
          .select()
          .from(envelopes)
          .where(and(eq(envelopes.status, 'sent'), eq(envelopes.purpose, 'contract')));
        const owners = await applicationsOf(out, tx);
        return out.filter((envelope) => {
          const owner = owners.get(envelope.applicationId);
          return owner?.envelopeId !== envelope.id || owner.status !== 'Waiting for Signature';
        });
      });
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

export function createSigningRepository(db: Db) {
  return { ...createEnvelopeStore(db), ...createReconcileQueries(db) };
}
export type SigningRepository = ReturnType<typeof createSigningRepository>;
