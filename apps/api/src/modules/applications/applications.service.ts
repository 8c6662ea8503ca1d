// The credit application's rules on the server: saving each wizard step, the co-applicant, reading, and submitting.

import { randomUUID } from 'node:crypto';
import {
  type ApplicationSearchQuery,
  type ApplicationStep,
  applicationStepForm,
  type CoApplicantStep,
  canApply,
  coApplicantStepForm,
  EVENTS,
  type EventName,
  type EventRule,
  type FieldErrors,
  type FormContext,
  GROUPS,
  type Group,
  groupFromSlug,
  isExternalVendor,
  isQuebecVendor,
  listSlugOf,
  needsPreviousAddress,
  normalizeStatus,
  type Permissions,
  rowActionsFor,
  type SaveMode,
  type Status,
  type Vendor,
  validateStep,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { DecisionJob } from '../../plugins/queue.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Principal } from '../users/auth.service.ts';
import {
  MASKED_SIN,
  toApplicationAnswer,
  toCoApplicantAnswer,
  toColumns,
  toFormInput,
  toListRow,
} from './application.mapper.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

/** An action's label in each locale (spec §3: permissions are a map of action name to per-locale labels). */
export type ActionLabels = (event: EventName) => Record<'en' | 'fr', string>;

export interface SaveRequest {
  id?: string | undefined;
  step: ApplicationStep;
  mode: SaveMode;
  version?: number | undefined;
  fields: Record<string, unknown>;
}

export interface SaveCoApplicantRequest {
  id: string;
  step: CoApplicantStep;
  mode: SaveMode;
  version: number;
  fields: Record<string, unknown>;
}

interface Deps {
  applications: ApplicationsRepository;
  audit: AuditRepository;
  cipher: SinCipher;
  clock: () => Date;
  /** Queues the credit decision of a submission; absent when the queue is off (the application then waits). */
  enqueueDecision?: ((job: DecisionJob) => Promise<void>) | undefined;
  actionLabels: ActionLabels;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PREVIOUS_ADDRESS_CLEARED = {
  curAddressLess: 'No',
  prevAddress1: null,
  prevAddress2: null,
  prevCity: null,
  prevProvince: null,
  prevPostal: null,
};

export const applicationNotFound = () => new AppError('errors:api.applicationNotFound', 404);
const formErrors = (errors: FieldErrors) =>
  new AppError('errors:fatalError.errorAppForm', 400, {}, {}, { errors });

export function formContext(vendor: Vendor, now: Date): FormContext {
  return {
    vendorCountry: vendor.country,
    quebecVendor: isQuebecVendor(vendor),
    // The vendor's calendar day is close enough for an age of 16 to 120; UTC keeps it the same on every node.
    today: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() },
  };
}

/** Splits the SIN out of a form: a masked one sent back unchanged keeps the SIN on file. */
function withoutMaskedSin(fields: Record<string, unknown>) {
  const keepSin = typeof fields.sin === 'string' && MASKED_SIN.test(fields.sin);
  if (!keepSin) return { input: fields, keepSin };
  const { sin: _kept, ...input } = fields;
  return { input, keepSin };
}

export function createApplicationsService({
  applications,
  audit,
  cipher,
  clock,
  enqueueDecision,
  actionLabels,
}: Deps) {
  function vendorOf(principal: Principal): Vendor {
    if (!principal.vendor) throw new AppError('errors:api.forbidden', 403);
    return principal.vendor;
  }

  async function load(vendorId: number, id: string) {
    if (!UUID.test(id)) throw applicationNotFound();
    const row = await applications.findById(vendorId, id);
    if (!row) throw applicationNotFound();
    return row;
  }

  /** Why an update at a version failed: the application moved on, or it is no longer Incomplete. */
  async function updateRefused(vendorId: number, id: string): Promise<AppError> {
    const row = await applications.findById(vendorId, id);
    if (!row) return applicationNotFound();
    if (row.status !== 'Incomplete')
      return new AppError('errors:api.applicationLocked', 409, { status: row.status });
    return new AppError('errors:api.applicationChanged', 409);
  }

  /** Row actions of a status for this vendor (spec §4, §6), by the status table. */
  function actionsOf(status: string, vendor: Vendor): EventName[] {
    const known = normalizeStatus(status);
    if (!known) return [];
    return rowActionsFor(known, { actor: 'vendor', isExternalVendor: isExternalVendor(vendor) });
  }

  /** The permissions map of spec §3: each allowed action with its label in both languages. */
  function permissionsOf(status: string, vendor: Vendor): Permissions {
    return Object.fromEntries(actionsOf(status, vendor).map((event) => [event, actionLabels(event)]));
  }

  return {
    /** Counts per dashboard group (spec §4), `All` being every listed application; every group is present. */
    async summary(vendorId: number | null): Promise<Record<Group, number>> {
      const groups = Object.keys(GROUPS) as Group[];
      const counts = Object.fromEntries(groups.map((g) => [g, 0])) as Record<Group, number>;
      for (const { listGroup, count } of await applications.countByGroup(vendorId)) {
        const group = groups.find((g) => GROUPS[g] === listGroup);
        if (group) counts[group] += count;
        counts.All += count;
      }
      return counts;
    },

    /**
     * The list of one group (spec §7 GET /applications/search): a page when asked for one, else the whole
     * filtered set as the spec's call answers it. Deleted applications are never listed.
     */
    async search(principal: Principal, query: ApplicationSearchQuery, paged: boolean) {
      // The lender's underwriters list every vendor's applications, as their dashboard counts them; they act on
      // none from the list (Pending ones are decided in their queue).
      const vendor = principal.user.role === 'underwriter' ? null : vendorOf(principal);
      const group = groupFromSlug(query.status) ?? 'All';
      const filter = {
        vendorId: vendor?.id ?? null,
        listGroup: group === 'All' ? null : GROUPS[group],
        q: query.q,
      };
      const order = { sort: query.sort, dir: query.dir };
      const toRow = (row: Parameters<typeof toListRow>[0]) =>
        toListRow(row, vendor ? actionsOf(row.status, vendor) : []);
      if (!paged) {
        const rows = await applications.findAllByVendor(filter, order);
        return { results: rows.map(toRow), total: rows.length, page: 1, pageSize: rows.length };
      }
      const offset = (query.page - 1) * query.pageSize;
      const { rows, total } = await applications.findPageByVendor(filter, order, {
        offset,
        limit: query.pageSize,
      });
      return { results: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * The document host's sync (spec §7 GET /applications/sync): sends again this vendor's submissions still
     * waiting for a decision; a send is idempotent per submission, so a decided or queued one is left as it is.
     */
    async sync(principal: Principal) {
      const vendor = vendorOf(principal);
      let requeued = 0;
      if (enqueueDecision) {
        for (const { applicationId, submissionId } of await applications.findUndecided(vendor.id)) {
          if (!submissionId) continue;
          await enqueueDecision({ applicationId, submissionId });
          requeued += 1;
        }
      }
      return { data: { status: 'Success', requeued } };
    },

    /** GET /application/permissions/{id}: the actions this vendor may run on the application now. */
    async permissions(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const row = await load(vendor.id, id);
      return { permissions: permissionsOf(row.status, vendor) };
    },

    async get(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const row = await load(vendor.id, id);
      const co = await applications.findCoApplicant(row.id);
      return {
        application: toApplicationAnswer(row),
        coApplicant: co ? toCoApplicantAnswer(co) : null,
        status: row.status,
        permissions: permissionsOf(row.status, vendor),
      };
    },

    /** Saves one step (spec §4): in full on Next, as a draft on Back; a new application when there is no id. */
    async save(principal: Principal, request: SaveRequest, ip?: string) {
      const vendor = vendorOf(principal);
      const form = applicationStepForm(request.step, formContext(vendor, clock()));
      const { input, keepSin } = withoutMaskedSin(request.fields);
      const result = validateStep(form, input, request.mode);
      if (!result.ok) throw formErrors(result.errors);
      const columns = toColumns(result.data, cipher, keepSin);
      if (
        request.step === '3-2' &&
        !needsPreviousAddress(result.data.yearsAtCurHouse as number | undefined)
      ) {
        // Six months or more at this address: no previous address applies, and none is kept.
        Object.assign(columns, PREVIOUS_ADDRESS_CLEARED);
      }
      const isNew = !request.id || request.id === 'new';
      if (isNew && request.step !== '1') throw formErrors({ step: 'validation:startAtStep1' });
      if (!isNew && request.version === undefined) throw formErrors({ version: 'validation:required' });

      const row = await applications.transaction(async (tx) => {
        const saved = isNew
          ? await applications.insert({ ...columns, vendorId: vendor.id, createdBy: principal.userId }, tx)
          : await applications.updateIncomplete(
              vendor.id,
              String(request.id),
              request.version ?? -1,
              columns,
              tx,
            );
        if (!saved) return undefined;
        await audit.record(
          {
            type: isNew ? 'application.created' : 'application.saved',
            applicationId: saved.id,
            vendorId: vendor.id,
            userId: principal.userId,
            detail: { step: request.step, mode: request.mode, fields: Object.keys(columns) },
            ip: ip ?? null,
          },
          tx,
        );
        return saved;
      });
      if (!row) throw await updateRefused(vendor.id, String(request.id));
      return toApplicationAnswer(row);
    },

    async saveCoApplicant(principal: Principal, request: SaveCoApplicantRequest, ip?: string) {
      const vendor = vendorOf(principal);
      await load(vendor.id, request.id);
      const form = coApplicantStepForm(request.step, formContext(vendor, clock()));
      const { input, keepSin } = withoutMaskedSin(request.fields);
      const result = validateStep(form, input, request.mode);
      if (!result.ok) throw formErrors(result.errors);
      const columns = toColumns(result.data, cipher, keepSin);

      const saved = await applications.transaction(async (tx) => {
        // Bumping the application's version first makes a concurrent edit of either part fail, never overwrite.
        const app = await applications.updateIncomplete(
          vendor.id,
          request.id,
          request.version,
          { hasCoApplicant: 'Yes' },
          tx,
        );
        if (!app) return undefined;
        const co = await applications.upsertCoApplicant(app.id, columns, tx);
        await audit.record(
          {
            type: 'coApplicant.saved',
            applicationId: app.id,
            vendorId: vendor.id,
            userId: principal.userId,
            detail: { step: request.step, mode: request.mode, fields: Object.keys(columns) },
            ip: ip ?? null,
          },
          tx,
        );
        return { app, co };
      });
      if (!saved) throw await updateRefused(vendor.id, request.id);
      return { ...toApplicationAnswer(saved.app), coApplicant: toCoApplicantAnswer(saved.co) };
    },

    /**
     * Re-validates the whole application and co-applicant, then moves it to SubmittedToCredit. Submitting again
     * (a double click, a second tab) answers the application as it is: one submission only.
     */
    async submit(principal: Principal, id: string, ip?: string) {
      const vendor = vendorOf(principal);
      const row = await load(vendor.id, id);
      if (row.status !== 'Incomplete') return toApplicationAnswer(row);
      const ctx = formContext(vendor, clock());
      const answer = toApplicationAnswer(row);
      const input = toFormInput(answer);
      const steps: ApplicationStep[] = ['1', '3-1', '3-2'];
      if (needsPreviousAddress(answer.yearsAtCurHouse)) steps.push('3-3');
      const application = collectErrors(
        steps.map((s) => validateStep(applicationStepForm(s, ctx), input, 'next')),
      );
      let coApplicant: FieldErrors = {};
      if (row.hasCoApplicant === 'Yes') {
        const co = await applications.findCoApplicant(row.id);
        const coInput = co ? toFormInput(toCoApplicantAnswer(co)) : {};
        coApplicant = collectErrors(
          (['1', '2'] as const).map((s) => validateStep(coApplicantStepForm(s, ctx), coInput, 'next')),
        );
      }
      if (Object.keys(application).length + Object.keys(coApplicant).length > 0) {
        throw new AppError(
          'errors:fatalError.errorAppForm',
          400,
          {},
          {},
          { errorMessages: { application, coApplicant } },
        );
      }
      const submissionId = randomUUID();
      const submitted = await applications.transaction(async (tx) => {
        const moved = await applications.transition(
          vendor.id,
          row.id,
          'Incomplete',
          'SubmittedToCredit' satisfies Status,
          tx,
          { submissionId },
        );
        if (!moved) return undefined;
        await audit.record(
          {
            type: 'application.submitted',
            applicationId: row.id,
            vendorId: vendor.id,
            userId: principal.userId,
            ip: ip ?? null,
          },
          tx,
        );
        return moved;
      });
      // Queued after the commit; a crash in between is caught by the start-up sweep of undecided submissions.
      if (submitted) await enqueueDecision?.({ applicationId: row.id, submissionId });
      return toApplicationAnswer(submitted ?? (await load(vendor.id, id)));
    },

    /**
     * Runs a named event of the status machine (spec §7 GET /application/event/{id}): refused unless the table allows
     * it from the current status for this vendor; an event that only navigates answers the status unchanged.
     */
    async applyEvent(principal: Principal, id: string, eventId: string, ip?: string) {
      const vendor = vendorOf(principal);
      const row = await load(vendor.id, id);
      const status = normalizeStatus(row.status);
      const event = (Object.hasOwn(EVENTS, eventId) ? eventId : undefined) as EventName | undefined;
      const performer = { actor: 'vendor' as const, isExternalVendor: isExternalVendor(vendor) };
      if (!event || !status || !canApply(event, status, performer) || event === 'submit') {
        throw new AppError('errors:api.eventNotAllowed', 409);
      }
      const to = (EVENTS[event] as EventRule).to;
      if (!to) return { status: row.status, redirect: listSlugOf(status) };
      // A re-submitted application is decided afresh: the old decision stays in the history, its amounts go.
      const reset =
        to === 'Incomplete' ? { amountApproved: null, rentalAmount: null, submissionId: null } : {};
      const moved = await applications.transaction(async (tx) => {
        const updated = await applications.transition(vendor.id, row.id, row.status, to, tx, reset);
        if (!updated) return undefined;
        await audit.record(
          {
            type: `application.${event}`,
            applicationId: row.id,
            vendorId: vendor.id,
            userId: principal.userId,
            detail: { from: row.status, to },
            ip: ip ?? null,
          },
          tx,
        );
        return updated;
      });
      if (!moved) throw new AppError('errors:api.applicationChanged', 409);
      return { status: moved.status, redirect: listSlugOf(to) };
    },

    /** The status alone, for the browser's polling after submit (spec §7 GET /application/status/{id}). */
    async status(principal: Principal, id: string) {
      const row = await load(vendorOf(principal).id, id);
      return { status: row.status };
    },
  };
}

function collectErrors(results: ReturnType<typeof validateStep>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const result of results) if (!result.ok) Object.assign(errors, result.errors);
  return errors;
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
