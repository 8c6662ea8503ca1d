// Saving the co-applicant's steps (spec §2 Co-borrower flow), with the application's version as the lock of both.
import {
  CO_APPLICANT_FIELDS,
  type CoApplicantStep,
  coApplicantStepForm,
  type SaveMode,
  toAnswer,
} from '@vp/domain';
import { formContext, vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  coApplicantStored,
  toApplicationAnswer,
  toCoApplicantAnswer,
  toColumns,
} from './application.mapper.ts';
import { loadApplication } from './application-load.ts';
import {
  consentTime,
  dealerConsent,
  formErrors,
  respectCustomerAnswers,
  type SaveDeps,
  touchesCustomerAnswers,
  updateRefused,
  validateWithCustomerConsent,
  withoutMaskedSin,
} from './application-save.service.ts';

export interface SaveCoApplicantRequest {
  id: string;
  step: CoApplicantStep;
  mode: SaveMode;
  version: number;
  fields: Record<string, unknown>;
  /** When the consent ticked on this step was given, on a tablet that kept the step offline (issue 39). */
  consentGivenAt?: string | undefined;
}

export function createCoApplicantService({ applications, audit, cipher, clock }: SaveDeps) {
  return {
    async saveCoApplicant(principal: Principal, request: SaveCoApplicantRequest, ip?: string) {
      const vendor = vendorOf(principal);
      await loadApplication(applications, vendor.id, request.id);
      const form = coApplicantStepForm(request.step, formContext(vendor, clock()));
      // The co-applicant's own answers given by link (issue 26) are kept as the applicant's are.
      const stored = touchesCustomerAnswers(request.fields, form)
        ? await applications.findCoApplicant(request.id)
        : undefined;
      const fields = respectCustomerAnswers(
        stored,
        request.fields,
        () => stored && toAnswer(CO_APPLICANT_FIELDS, coApplicantStored(stored, cipher)).dob,
      );
      const { input, keepSin } = withoutMaskedSin(fields);
      const result = validateWithCustomerConsent(form, stored, input, request.mode);
      if (!result.ok) throw formErrors(result.errors);
      const columns = toColumns(CO_APPLICANT_FIELDS, result.data, cipher, keepSin);
      dealerConsent(columns, consentTime(request.consentGivenAt, clock()));

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
      if (!saved) throw await updateRefused(applications, vendor.id, request.id);
      return {
        ...toApplicationAnswer(saved.app, cipher),
        coApplicant: toCoApplicantAnswer(saved.co, cipher),
      };
    },
  };
}
