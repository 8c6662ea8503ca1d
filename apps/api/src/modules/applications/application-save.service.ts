// Saving the wizard's steps (spec §4 Wizard order): in full on Next, as a draft on Back; a new application at step 1.
import {
  APPLICATION_FIELDS,
  type ApplicationStep,
  applicationStepForm,
  classOf,
  type FieldErrors,
  isApplicationId,
  MASKED_DOB,
  needsPreviousAddress,
  type SaveMode,
  type StepForm,
  toAnswer,
  validateStep,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { applicationNotFound, formContext, vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { AuditRepository } from '../audit/index.ts';
import { applicationStored, MASKED_SIN, toApplicationAnswer, toColumns } from './application.mapper.ts';
import { type ApplicationsRepository, CONSENT_RECORD_CLEARED } from './applications.repository.ts';

export interface SaveRequest {
  id?: string | undefined;
  step: ApplicationStep;
  mode: SaveMode;
  version?: number | undefined;
  fields: Record<string, unknown>;
  /** When the consent ticked on this step was given, on a tablet that kept the step offline (issue 39). */
  consentGivenAt?: string | undefined;
}

export interface SaveDeps {
  applications: ApplicationsRepository;
  audit: AuditRepository;
  cipher: SinCipher;
  clock: () => Date;
}

const PREVIOUS_ADDRESS_CLEARED = {
  curAddressLess: 'No',
  prevAddress1: null,
  prevAddress2: null,
  prevCity: null,
  prevProvince: null,
  prevPostal: null,
};

export const formErrors = (errors: FieldErrors) =>
  new AppError('errors:fatalError.errorAppForm', 400, {}, {}, { errors });

/** Splits the SIN out of a form: a masked one sent back unchanged keeps the SIN on file. */
export function withoutMaskedSin(fields: Record<string, unknown>) {
  const keepSin = typeof fields.sin === 'string' && MASKED_SIN.test(fields.sin);
  if (!keepSin) return { input: fields, keepSin };
  const { sin: _kept, ...input } = fields;
  return { input, keepSin };
}

/** Why an update at a version failed: the application moved on, or it is no longer Incomplete. */
export async function updateRefused(applications: ApplicationsRepository, vendorId: number, id: string) {
  const row = await applications.findById(vendorId, id);
  if (!row) return applicationNotFound();
  if (!classOf(row.status)?.edit)
    return new AppError('errors:api.applicationLocked', 409, { status: row.status });
  return new AppError('errors:api.applicationChanged', 409);
}

/**
 * After the customer (or co-applicant) gave their consent on their own device (issue 26), the dealer's save cannot set
 * it, and a date of birth sent back masked ('**\/**\/1980') keeps their own: the fields as the step's form is to
 * check them. `owner` is the stored applicant or co-applicant; `dobOnFile` its date of birth as the wizard types it.
 */
export function respectCustomerAnswers(
  owner: { consentBy: string | null } | undefined,
  fields: Record<string, unknown>,
  dobOnFile: () => unknown,
) {
  if (owner?.consentBy !== 'customer') return fields;
  if (Object.hasOwn(fields, 'creditReleaseObtained'))
    throw formErrors({ creditReleaseObtained: 'validation:consentGivenByCustomer' });
  const maskedDob = typeof fields.dob === 'string' && MASKED_DOB.test(fields.dob);
  return maskedDob ? { ...fields, dob: dobOnFile() } : fields;
}

/** Whether a save touches what the customer may have given themself (the consent, a masked date), on this form. */
export const touchesCustomerAnswers = (fields: Record<string, unknown>, form?: StepForm) =>
  Object.hasOwn(fields, 'creditReleaseObtained') ||
  (form !== undefined && Object.hasOwn(form.fields.shape, 'creditReleaseObtained')) ||
  (typeof fields.dob === 'string' && MASKED_DOB.test(fields.dob));

/**
 * Validates a step; once the consent is the customer's (given on their device, or a link out for them to give it),
 * the dealer's form goes on without the box: the consent stands as on file, never written by this save. A submit
 * still needs it given (the customer's own).
 */
export function validateWithCustomerConsent(
  form: StepForm,
  owner: { consentBy: string | null } | undefined,
  input: Record<string, unknown>,
  mode: SaveMode,
) {
  if (owner?.consentBy !== 'customer' || !Object.hasOwn(form.fields.shape, 'creditReleaseObtained'))
    return validateStep(form, input, mode);
  const result = validateStep(form, { ...input, creditReleaseObtained: 'Yes' }, mode);
  if (result.ok) delete result.data.creditReleaseObtained;
  return result;
}

/** How long a tablet keeps a step offline (issue 39, decision 057): a consent given earlier is not taken. */
export const OFFLINE_CONSENT_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** A tablet's clock a little ahead of the server's is not a consent given in the future. */
export const CONSENT_CLOCK_SKEW_MS = 2 * 60 * 1000;

/**
 * When a consent ticked on the dealer's screen was given: now, or the time a tablet kept the step offline, which must
 * be neither in the future nor older than the 72 hours a tablet keeps a step.
 */
export function consentTime(givenAt: string | undefined, now: Date): Date {
  if (givenAt === undefined) return now;
  const at = new Date(givenAt);
  const age = now.getTime() - at.getTime();
  if (Number.isNaN(age) || age < -CONSENT_CLOCK_SKEW_MS || age > OFFLINE_CONSENT_MAX_AGE_MS)
    throw formErrors({ consentGivenAt: 'errors:api.consentGivenAt' });
  return at.getTime() > now.getTime() ? now : at;
}

/** The record of a consent the dealer's screen ticked: on the dealer's device, at `at` (now, or when kept offline). */
export function dealerConsent(columns: Record<string, unknown>, at: Date) {
  if (!Object.hasOwn(columns, 'consentVersion')) return;
  if (columns.consentVersion === null) Object.assign(columns, CONSENT_RECORD_CLEARED);
  else Object.assign(columns, { consentBy: 'vendor', consentChannel: 'tablet', consentAt: at });
}

export function createApplicationSaveService({ applications, audit, cipher, clock }: SaveDeps) {
  return {
    /** Saves one step (spec §4): in full on Next, as a draft on Back; a new application when there is no id. */
    async save(principal: Principal, request: SaveRequest, ip?: string) {
      const vendor = vendorOf(principal);
      const form = applicationStepForm(request.step, formContext(vendor, clock()));
      const isNew = !request.id || request.id.toLowerCase() === 'new';
      const stored =
        !isNew && touchesCustomerAnswers(request.fields, form) && isApplicationId(String(request.id))
          ? await applications.findById(vendor.id, String(request.id))
          : undefined;
      const fields = respectCustomerAnswers(
        stored,
        request.fields,
        () => stored && toAnswer(APPLICATION_FIELDS, applicationStored(stored, cipher)).dob,
      );
      const { input, keepSin } = withoutMaskedSin(fields);
      const result = validateWithCustomerConsent(form, stored, input, request.mode);
      if (!result.ok) throw formErrors(result.errors);
      const columns = toColumns(APPLICATION_FIELDS, result.data, cipher, keepSin);
      if (
        request.step === '3-2' &&
        !needsPreviousAddress(result.data.yearsAtCurHouse as number | undefined)
      ) {
        // Six months or more at this address: no previous address applies, and none is kept.
        Object.assign(columns, PREVIOUS_ADDRESS_CLEARED);
      }
      dealerConsent(columns, consentTime(request.consentGivenAt, clock()));
      // The route's schema refuses other ids; a caller below HTTP gets the answer of an id that does not exist.
      if (!isNew && !isApplicationId(String(request.id))) throw applicationNotFound();
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
      if (!row) throw await updateRefused(applications, vendor.id, String(request.id));
      return toApplicationAnswer(row, cipher);
    },
  };
}
