// The credit consent's text names who may pull the customer's file (decision 039): the lender and its second-look
// partner, in both languages, as the contract names them. A consent of this version covers the partner; older ones do not.
import { CREDIT_CONSENT_VERSION, consentCoversPartner, LENDER_PARTY, PARTNER_PARTY } from '@vp/domain';
import { createTranslator } from '@vp/i18n';
import { describe, expect, it } from 'vitest';

describe('the credit consent text', () => {
  const t = createTranslator();

  it.each(['en', 'fr'] as const)(
    'names the lender and its second-look partner, for both applicants (%s)',
    (lang) => {
      for (const key of ['application:consent.text', 'application:consent.coText']) {
        const text = t(lang, key);
        expect(text).toContain(LENDER_PARTY.name);
        expect(text).toContain(PARTNER_PARTY.name);
      }
    },
  );

  it('covers the partner from the version that names it, never before nor without a version', () => {
    expect(consentCoversPartner(CREDIT_CONSENT_VERSION)).toBe(true);
    expect(consentCoversPartner(1)).toBe(false);
    expect(consentCoversPartner(null)).toBe(false);
  });
});
