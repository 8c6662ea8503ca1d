// The customer's side, once the second factor was given (issue 26): read what to confirm, and submit the consent and
// the answers once, every rule of spec §5 checked again, all written in one transaction or nothing.
import {
  CREDIT_CONSENT_VERSION,
  centsToAmount,
  customerAnswersSchema,
  formatUsDate,
  fromIsoDate,
  maskDob,
  validateStep,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { formContext } from '../../lib/application-access.ts';
import { type AccessDeps, invalidLink, type linkAccess, type Visitor } from './customer-link-access.ts';

const formErrors = (errors: Record<string, string>) =>
  new AppError('errors:fatalError.errorAppForm', 400, {}, {}, { errors });

export function createCustomerSubmission(deps: AccessDeps, access: ReturnType<typeof linkAccess>) {
  const { repository, answers, audit, clock } = deps;
  const { person, sessionLink } = access;
  return {
    /** GET /customer-api/application: what the customer reads and may confirm; the SIN and date of birth masked. */
    async summary(session: string | undefined) {
      const link = await sessionLink(session);
      const { target, found } = await person(link);
      const vendor = await deps.vendorById(link.vendorId);
      const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
      const dobIso = text(target.dobIso);
      const dob = dobIso ? fromIsoDate(dobIso) : undefined;
      const sinLast3 = link.person === 'applicant' ? found.sinLast3 : (found.coApplicant?.sinLast3 ?? null);
      const signUrl =
        link.purpose === 'sign' && link.envelopeId && link.signerId !== null
          ? ((await deps.signerLink?.(link.envelopeId, link.signerId)) ?? null)
          : null;
      return {
        purpose: link.purpose === 'sign' ? ('sign' as const) : ('answers' as const),
        signUrl,
        person: link.person,
        language: link.language === 'fr' ? ('fr' as const) : ('en' as const),
        vendorName: vendor?.name ?? '',
        amount:
          typeof found.applicant.amountCents === 'number' ? centsToAmount(found.applicant.amountCents) : null,
        quebec: vendor?.province === 'QC',
        country: vendor?.country === 'US' ? ('US' as const) : ('CA' as const),
        channel: link.channels.includes('tablet') ? ('tablet' as const) : ('link' as const),
        consentVersion: CREDIT_CONSENT_VERSION,
        fields: {
          firstName: text(target.firstName),
          lastName: text(target.lastName),
          address1: text(target.address1),
          address2: text(target.address2),
          city: text(target.city),
          province: text(target.province),
          postal: text(target.postal),
          sin: sinLast3 ? `*** *** ${sinLast3}` : null,
          dob: dob ? maskDob(formatUsDate(dob)) : null,
        },
      };
    },

    /** POST /customer-api/submit: every rule checked again, all written or nothing, the link used once. */
    async submit(session: string | undefined, input: Record<string, unknown>, visitor: Visitor) {
      const link = await sessionLink(session);
      const vendor = await deps.vendorById(link.vendorId);
      // A signing link opens the contract; its answers were given already.
      if (!vendor || link.purpose === 'sign') throw invalidLink();
      const now = clock();
      const schema = customerAnswersSchema(formContext(vendor, now), link.person);
      const result = validateStep({ fields: schema, schema }, input, 'next');
      if (!result.ok) throw formErrors(result.errors);
      const done = await repository.transaction(async (tx) => {
        // The application's row before the link's, in the order every other writer of both takes them.
        if (!(await answers.lock(link.applicationId, link.vendorId, tx))) return false;
        if (!(await repository.markUsed(link.id, now, tx))) return false;
        const recorded = await answers.record(
          {
            applicationId: link.applicationId,
            vendorId: link.vendorId,
            person: link.person,
            data: result.data,
            consent: {
              channel: link.channels.includes('tablet') ? 'tablet' : 'link',
              language: visitor.locale,
              at: now,
              ip: visitor.ip,
              userAgent: visitor.userAgent,
            },
          },
          tx,
        );
        // The application moved on meanwhile (no longer Incomplete): nothing of this submit is kept.
        if (!recorded) throw new AppError('errors:api.customerLinkInvalid', 404);
        await audit.record(
          {
            type: 'customer_link.used',
            applicationId: link.applicationId,
            vendorId: link.vendorId,
            detail: {
              person: link.person,
              consentVersion: CREDIT_CONSENT_VERSION,
              language: visitor.locale,
              channel: link.channels.includes('tablet') ? 'tablet' : 'link',
              fields: Object.keys(result.data),
            },
            ip: visitor.ip,
          },
          tx,
        );
        await deps.onConsent?.({ applicationId: link.applicationId, vendorId: link.vendorId }, tx);
        return true;
      });
      if (!done) throw invalidLink();
      return { result: 'Success' as const };
    },
  };
}
