// The reconciliation of envelopes and applications (decision 028): whatever a crash cut short between a signature
// and the status, it finishes or undoes, through the same completion and the one status writer, as the system. Every
// repair is conditional (an envelope ends once; a status moves only from the one read, while the application still
// names the envelope), so every node may run it at once; it runs at start and every few minutes (signing.job.ts).
import type { Status } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { ApplicationStatus } from '../applications/index.ts';
import type { EnvelopeRow, SigningRepository } from './signing.repository.ts';
import { envelopeRef, priorOf, type SigningCompletion, SYSTEM } from './signing-completion.ts';
import type { SigningDispatch } from './signing-dispatch.ts';

/** How long an envelope may stay unsent before the reconciliation sends it (a request between commit and send). */
export const UNSENT_GRACE_MS = 30_000;

export interface ReconcileReport {
  /** Built-in envelopes whose signers had all signed, completed (sealed, status moved). */
  completed: number;
  /** Built-in envelopes with a decline still out, ended (the application back to its approval). */
  declined: number;
  /** Envelopes never handed to their provider, sent. */
  sent: number;
  /** Applications waiting on a completed envelope, moved to Signatures Received. */
  received: number;
  /** Applications waiting on no envelope, or an ended one, returned to their approval. */
  returned: number;
  /** Contract envelopes still out that no waiting application names, voided. */
  voided: number;
  /** Repairs that failed (logged; the next run tries again). */
  failed: number;
}

type WaitingRow = Awaited<ReturnType<SigningRepository['findWaitingOutOfStep']>>[number];

export function createSigningReconcile(options: {
  repository: SigningRepository;
  status: ApplicationStatus;
  completion: SigningCompletion;
  dispatch: SigningDispatch;
  esign: ESignAdapter;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, status, completion, dispatch, esign, clock, log } = options;

  /** The approval to return to: the envelope's record of it, else the decision's amounts (a lesser one is half). */
  function approvalOf(row: WaitingRow): Status {
    if (row.envelope) return priorOf(row.envelope);
    const lesser =
      row.amountCents !== null &&
      row.amountApprovedCents !== null &&
      row.amountApprovedCents < row.amountCents;
    return lesser ? 'Approved for Lesser Amount' : 'Approved';
  }

  /** An application waiting out of step with its envelope: forward when it was completed, else back. */
  async function realign(row: WaitingRow) {
    // The move holds only while the application still names what was read (none: by its status alone).
    const envelopeId = row.envelopeId ?? undefined;
    const detail = { envelopeId: envelopeId ?? null, reconciled: true };
    if (row.envelope?.status === 'completed') {
      await status.transition({
        applicationId: row.applicationId,
        vendorId: null,
        event: 'signaturesReceived',
        envelopeId,
        performer: SYSTEM,
        values: { isDocSigned: true },
        audit: { detail },
      });
      return 'received' as const;
    }
    await status.transition({
      applicationId: row.applicationId,
      vendorId: null,
      event: 'signatureDeclined',
      to: approvalOf(row),
      envelopeId,
      performer: SYSTEM,
      values: { envelopeId: null, isDocSigned: false },
      audit: { detail },
    });
    return 'returned' as const;
  }

  async function voidOrphan(envelope: EnvelopeRow) {
    const ended = await completion.end(envelope, 'voided', clock(), null);
    if (ended)
      await esign.void(envelopeRef(envelope), 'Voided: no application waits on it').catch((err: unknown) => {
        log.error({ err, envelopeId: envelope.id }, 'provider void failed');
      });
    return 'voided' as const;
  }

  return async function reconcile(): Promise<ReconcileReport> {
    const report: ReconcileReport = {
      completed: 0,
      declined: 0,
      sent: 0,
      received: 0,
      returned: 0,
      voided: 0,
      failed: 0,
    };
    const attempt = async (what: string, id: string, repair: () => Promise<keyof ReconcileReport | null>) => {
      try {
        const done = await repair();
        if (done) report[done] += 1;
      } catch (err) {
        report.failed += 1;
        log.error({ err, id, repair: what }, 'signing reconciliation: repair failed');
      }
    };

    for (const envelope of await repository.findAnsweredOpen()) {
      await attempt('finish', envelope.id, () => completion.finishAnswered(envelope));
    }
    for (const target of await repository.findUndispatched(new Date(clock().getTime() - UNSENT_GRACE_MS))) {
      await attempt('send', target.envelope.id, async () => {
        await dispatch(target);
        return 'sent';
      });
    }
    for (const row of await repository.findWaitingOutOfStep())
      await attempt('realign', row.applicationId, () => realign(row));
    for (const envelope of await repository.findOrphanContracts())
      await attempt('void', envelope.id, () => voidOrphan(envelope));

    const repaired = Object.entries(report).filter(([key, n]) => key !== 'failed' && n > 0);
    if (repaired.length > 0 || report.failed > 0) log.warn({ report }, 'signing reconciliation repaired');
    return report;
  };
}
export type SigningReconcile = ReturnType<typeof createSigningReconcile>;
