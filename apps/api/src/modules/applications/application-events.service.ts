// Reading an application and running the status machine's named events on it (spec §7 get, status, permissions,
// GET /application/event/{id}); every status change goes through the one status writer.
import { randomUUID } from 'node:crypto';
import {
  consentCoversPartner,
  EVENTS,
  type EventName,
  listSlugOf,
  normalizeStatus,
  outcomesOf,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import {
  type ActionLabels,
  applicationNotFound,
  canRun,
  isApplicationId,
  labelsOnce,
  permissionsOf,
  vendorOf,
  vendorPerformer,
} from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import { toApplicationAnswer, toCoApplicantAnswer } from './application.mapper.ts';
import { loadApplication } from './application-load.ts';
import type { ApplicationStatus } from './application-status.service.ts';
import type { DecisionRequest } from './application-submit.service.ts';
import { type ApplicationsRepository, CONSENT_RECORD_CLEARED } from './applications.repository.ts';
import type { ClosingFacts } from './closing-facts.ts';

interface Deps {
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  actionLabels: ActionLabels;
  /** Decrypts the dates of birth of the answer. */
  cipher: SinCipher;
  /** Where the deal stands in the closing steps, from the modules that own each fact. */
  closing: ClosingFacts;
  /** Queues the sending of a second look to the partner; absent when the queue is off (it then waits). */
  enqueueSecondLook?: ((job: DecisionRequest) => Promise<void>) | undefined;
}

/** Events a vendor runs from the list or a result screen; submitting has its own call (it validates first). */
const OWN_CALL: readonly EventName[] = ['submit'];

/** The record of a person's consent (issue 26): who, how, when; a customer's without a time is a link still out. */
function consentOf(row: { consentBy: string | null; consentChannel: string | null; consentAt: Date | null }) {
  const stored = row.consentChannel;
  const channel = stored === 'link' ? ('link' as const) : stored === 'tablet' ? ('tablet' as const) : null;
  return {
    by: row.consentBy === 'customer' ? ('customer' as const) : ('vendor' as const),
    channel: row.consentBy || row.consentAt ? channel : null,
    at: row.consentAt?.toISOString() ?? null,
  };
}

export function createApplicationEventsService({
  applications,
  status,
  actionLabels,
  cipher,
  closing,
  enqueueSecondLook,
}: Deps) {
  const labels = labelsOnce(actionLabels);
  return {
    /** GET /application/permissions/{id}: the actions this vendor may run on the application now. */
    async permissions(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const row = await loadApplication(applications, vendor.id, id);
      return { permissions: permissionsOf(row.status, vendor, labels) };
    },

    /** The application and its co-applicant, read in one query, and where its deal stands in the closing steps. */
    async get(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const found = isApplicationId(id) ? await applications.findWithCoApplicant(vendor.id, id) : undefined;
      if (!found) throw applicationNotFound();
      const { application: row, coApplicant: co } = found;
      return {
        application: toApplicationAnswer(row, cipher),
        coApplicant: co ? toCoApplicantAnswer(co, cipher) : null,
        status: row.status,
        permissions: permissionsOf(row.status, vendor, labels),
        closing: await closing(row),
        secondLook: {
          creditor: row.creditor,
          consentCoversPartner:
            consentCoversPartner(row.consentVersion) && (!co || consentCoversPartner(co.consentVersion)),
        },
        consent: consentOf(row),
        coApplicantConsent: co ? consentOf(co) : null,
      };
    },

    /** The status alone, for the browser's polling after submit (spec §7 GET /application/status/{id}). */
    async status(principal: Principal, id: string) {
      const row = await loadApplication(applications, vendorOf(principal).id, id);
      return { status: row.status };
    },

    /**
     * Runs a named event of the status machine: refused unless the table allows it from the current status for this
     * vendor; an event that only navigates answers the status unchanged.
     */
    async applyEvent(principal: Principal, id: string, eventId: string, ip?: string) {
      const vendor = vendorOf(principal);
      const row = await loadApplication(applications, vendor.id, id);
      const current = normalizeStatus(row.status);
      const event = Object.hasOwn(EVENTS, eventId) ? (eventId as EventName) : undefined;
      if (!event || !current || OWN_CALL.includes(event) || !canRun(event, current, vendor)) {
        throw new AppError('errors:api.eventNotAllowed', 409);
      }
      const [to] = outcomesOf(event);
      if (!to) return { status: row.status, redirect: listSlugOf(current) };
      // A re-submitted application is decided afresh: the old decision stays in the history, its amounts go, and
      // the consent to ask the bureau is asked again, of the customer and of the co-applicant, in one transaction.
      const resubmit = to === 'Incomplete';
      const reset = resubmit
        ? {
            amountApprovedCents: null,
            rentalAmountCents: null,
            submissionId: null,
            creditReleaseObtained: null,
            consentVersion: null,
            ...CONSENT_RECORD_CLEARED,
            creditor: 'lender',
          }
        : {};
      // A second look is a submission of its own (to the partner): a new id that its job and answer are keyed by, and
      // the deal becomes the partner's to decide. Nothing of the customer leaves before this commits (the job sends).
      const secondLook = event === 'submitToKamsel';
      const submissionId = secondLook ? randomUUID() : undefined;
      const values = secondLook ? { submissionId, creditor: 'partner' } : reset;
      const moved = await status.transaction(async (tx) => {
        const done = await status.transition(
          {
            applicationId: row.id,
            vendorId: vendor.id,
            event,
            performer: vendorPerformer(vendor),
            values,
            audit: { userId: principal.userId, ip },
          },
          tx,
        );
        if (resubmit) await applications.clearCoApplicantConsent(row.id, tx);
        return done;
      });
      // Queued after the commit; a crash in between is caught by the start-up and periodic sweeps of second looks.
      if (submissionId) await enqueueSecondLook?.({ applicationId: row.id, submissionId });
      return { status: moved.status, redirect: listSlugOf(to) };
    },
  };
}
