// The one status writer (ARCHITECTURE §6): every change of an application's status goes through transition(), which
// checks the domain's status table (who, from where, to which outcome, with which guards) and writes the status,
// its list group and the audit event in one transaction.
import {
  canApply,
  dealNumberOf,
  EVENTS,
  type EventName,
  type EventRule,
  GUARDS,
  type GuardName,
  normalizeStatus,
  outcomesOf,
  type Performer,
  type Status,
  unmetGuards,
} from '@vp/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { applicationNotFound } from '../../lib/application-access.ts';
import type { AuditRepository } from '../audit/index.ts';
import type {
  ApplicationStatusRepository,
  Executor,
  TransitionValues,
} from './application-status.repository.ts';
import { applications } from './applications.schema.ts';

export interface TransitionRequest {
  applicationId: string;
  /** The acting vendor's id (tenancy: another vendor's application answers as missing); null for the lender or the system. */
  vendorId: number | null;
  event: EventName;
  /** The outcome, for an event that may lead to several (the credit decision); else the event's one status. */
  to?: Status | undefined;
  performer: Performer;
  /** Other columns written with the status (a decision's amounts, a submission id, a reset). */
  values?: TransitionValues;
  /** Moves the application only while it still answers this submission (a decision job retried late). */
  submissionId?: string | undefined;
  /** Moves the application only while it still names this envelope (signing's reconciliation and completion). */
  envelopeId?: string | undefined;
  audit: {
    /** The audit event's type; `application.<event>` by default. */
    type?: string;
    userId?: number | null | undefined;
    ip?: string | null | undefined;
    detail?: Record<string, unknown>;
  };
}

/** A status change, as the modules that react to one read it (decision 042): after the write, in its transaction. */
export interface StatusChange {
  applicationId: string;
  vendorId: number;
  /** The vendor user who created the application (null for one made before users were recorded). */
  createdBy: number | null;
  /** The application's short reference (not personal data). */
  reference: number | null;
  /** The deal's one reference after the change (decision 048): its loan number once it has one, else 'R-100 009'. */
  number: string | null;
  event: EventName;
  from: string;
  to: Status;
}

/**
 * What another module does when a status changes (the live events, the notices), given by the composition root: run
 * inside the transition's transaction, so that it commits, or rolls back, with the status.
 */
export type StatusReaction = (change: StatusChange, tx: Executor) => Promise<void>;

export { applicationNotFound };
export const eventNotAllowed = () => new AppError('errors:api.eventNotAllowed', 409);
export const applicationChanged = () => new AppError('errors:api.applicationChanged', 409);

export function createApplicationStatus({
  repository,
  audit,
  reactions = [],
}: {
  repository: ApplicationStatusRepository;
  audit: AuditRepository;
  /** The other modules' reactions to a change, in this order, inside its transaction (decision 042). */
  reactions?: readonly StatusReaction[];
}) {
  async function run(request: TransitionRequest, tx: Executor) {
    const row = await repository.findById(request.applicationId, request.vendorId, tx);
    if (!row) throw applicationNotFound();
    const from = normalizeStatus(row.status);
    if (!from || !canApply(request.event, from, request.performer)) throw eventNotAllowed();

    const outcomes = outcomesOf(request.event);
    const to = request.to ?? (outcomes.length === 1 ? outcomes[0] : undefined);
    // A caller naming an outcome its event cannot lead to is a programming error, not a user's.
    if (!to || !outcomes.includes(to))
      throw new Error(`${request.event} cannot lead to ${String(request.to)}`);

    const guards: readonly GuardName[] = (EVENTS[request.event] as EventRule).guards ?? [];
    const [unmet] = unmetGuards(request.event, await repository.facts(row, guards, tx));
    if (unmet) {
      const guard: { message: string; code?: string } = GUARDS[unmet];
      throw new AppError(guard.message, 409, {}, guard.code ? { code: guard.code } : {});
    }

    const where = and(
      request.submissionId ? eq(applications.submissionId, request.submissionId) : undefined,
      request.envelopeId ? eq(applications.envelopeId, request.envelopeId) : undefined,
    );
    const moved = await repository.updateStatus(row, to, request.values ?? {}, where, tx);
    if (!moved) throw applicationChanged();
    await audit.record(
      {
        type: request.audit.type ?? `application.${request.event}`,
        applicationId: row.id,
        vendorId: row.vendorId,
        userId: request.audit.userId ?? null,
        detail: { ...request.audit.detail, event: request.event, from: row.status, to },
        ip: request.audit.ip ?? null,
      },
      tx,
    );
    const change: StatusChange = {
      applicationId: row.id,
      vendorId: row.vendorId,
      createdBy: row.createdBy ?? null,
      reference: row.reference ?? null,
      number: dealNumberOf({ edgeId: moved.edgeId ?? null, reference: moved.reference ?? null }),
      event: request.event,
      from: row.status,
      to,
    };
    for (const react of reactions) await react(change, tx);
    return moved;
  }

  return {
    /** Runs `work` in one transaction, for a caller writing its own records beside a transition. */
    transaction: repository.transaction,

    /**
     * Moves an application by an event of the status table: refused (409, nothing written) unless the performer may
     * run it from the current status and its guards hold. Inside the caller's transaction when one is given.
     */
    transition(request: TransitionRequest, tx?: Executor) {
      return tx ? run(request, tx) : repository.transaction((own) => run(request, own));
    },
  };
}
export type ApplicationStatus = ReturnType<typeof createApplicationStatus>;
