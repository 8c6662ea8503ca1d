// Issue 29 item 1 (decision 033): every re-submit withdraws the customer's credit consent, so the review that submits
// asks it again, saying why, and following the product's own suggestion ends in a decision, in English and French.
import { DECISION_TEXT, submitAndLand, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { LIST_TEXT, uniqueLastName } from './list-helpers.ts';
import { expectStep, field, fieldError, fillPerson, WIZARD_TEXT } from './wizard-helpers.ts';

// Each journey submits twice, waits for two decisions and walks three to five screens: more than 30 s on a loaded
// machine.
test.describe.configure({ timeout: 90_000 });

const CONSENT_TEXT = {
  en: {
    both: 'A new credit check will be made for both of you, the customer and the co-applicant.',
    alone: 'A new credit check will be made for you.',
    hint: /the customer gives their consent again on the last step/,
    mustAccept: 'You must accept the terms',
    useAddress: 'Use the applicant’s address',
  },
  fr: {
    both: 'Une nouvelle vérification du crédit sera faite pour vous deux, le client et le codemandeur.',
    alone: 'Une nouvelle vérification du crédit sera faite pour vous.',
    hint: /le client donne de nouveau son consentement à la dernière étape/,
    mustAccept: 'Vous devez accepter les termes',
    useAddress: 'Reprendre l’adresse du demandeur',
  },
} as const;

/** From the co-applicant's scan to its review: skip the scan, fill steps 1 and 2 as a dealer does. */
async function enterCoApplicant(page: import('@playwright/test').Page, locale: Locale): Promise<void> {
  const t = WIZARD_TEXT[locale];
  await expectStep(page, t.co0);
  await page.getByRole('button', { name: t.skip }).click();
  await expectStep(page, t.co1);
  await page.getByRole('checkbox', { name: t.coConsent }).check();
  await field(page, t.relationship).selectOption('spouse');
  // A co-applicant the simulated bureau approves: the joint application is judged on the stronger file.
  await fillPerson(page, t, { firstName: 'Liam', lastName: 'Brown', dob: '01021979' });
  await page.getByRole('button', { name: t.next }).click();
  await expectStep(page, t.co2);
  await page.getByRole('button', { name: CONSENT_TEXT[locale].useAddress }).click();
  await page.getByRole('button', { name: t.next }).click();
  await expectStep(page, t.co3);
}

/** On the review that submits: refused while the customer's box is blank, then ticked and submitted to a decision. */
async function consentAndSubmit(
  page: import('@playwright/test').Page,
  locale: Locale,
  why: string,
  axe: (label?: string) => Promise<void>,
): Promise<void> {
  const t = WIZARD_TEXT[locale];
  await expect(page.getByText(why)).toBeVisible();
  const consent = page.getByRole('checkbox', { name: t.consent });
  await expect(consent).not.toBeChecked();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.reviewForm);
  expect(await fieldError(consent)).toBe(CONSENT_TEXT[locale].mustAccept);
  await expect(consent).toBeFocused();
  await axe(`the review asking the consent again (${locale})`);

  // The keyboard ticks it, as the customer would.
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: DECISION_TEXT[locale].approved })).toBeVisible({
    timeout: 30_000,
  });
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const d = DECISION_TEXT[locale];

  test(`PendingApproval → add a co-applicant → the customer consents again → a decision (${locale})`, async ({
    page,
    request,
    axe,
  }) => {
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await submitApplication(request, authToken, { lastName: 'Review' });
    await submitAndLand(page, id, '/application/pending', d.pending);
    const question = page.getByRole('group', { name: d.addCoApplicant });
    await expect(page.getByText(CONSENT_TEXT[locale].hint)).toBeVisible();
    await question.getByRole('button', { name: d.yes }).click();

    await enterCoApplicant(page, locale);
    await consentAndSubmit(page, locale, CONSENT_TEXT[locale].both, axe);
  });
}

test('NotApproved → Re-submit with Co-Borrower → the customer consents again → a decision', async ({
  page,
  request,
  axe,
}) => {
  const d = DECISION_TEXT.en;
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Decline' });
  await submitAndLand(page, id, '/application/not-approved', d.notApproved);
  await page.getByRole('button', { name: d.resubmitWithCoBorrower }).click();
  await page.getByRole('dialog', { name: d.confirmTitle }).getByRole('button', { name: d.yes }).click();

  await enterCoApplicant(page, 'en');
  await consentAndSubmit(page, 'en', CONSENT_TEXT.en.both, axe);
});

test('the list’s Re-Submit with Updated Info → the review asks the customer’s consent → a decision (fr)', async ({
  page,
  request,
  axe,
}) => {
  await useLocale(page, 'fr');
  const l = LIST_TEXT.fr;
  const { authToken } = await loginByApi(page, request, USERS.external);
  const lastName = uniqueLastName('Rsb');
  const id = await submitApplication(request, authToken, { lastName });
  await submitAndLand(page, id, '/application/approved', DECISION_TEXT.fr.approved);

  await page.goto(`/applications/approved?q=${lastName}`);
  await page.getByRole('button', { name: l.actionsFor(`Alex ${lastName}`) }).click();
  await page.getByRole('button', { name: 'Soumettre de nouveau avec les renseignements à jour' }).click();
  await page.getByRole('dialog', { name: l.confirmTitle }).getByRole('button', { name: l.yes }).click();
  await expect(page).toHaveURL(/\/applications\/incomplete$/);

  // Straight to the review (nothing to update): the box of step 1 is asked here, before the submit can fail.
  await page.goto(`/application/4/${id}`);
  await expectStep(page, WIZARD_TEXT.fr.step4);
  await consentAndSubmit(page, 'fr', CONSENT_TEXT.fr.alone, axe);
});

test('a re-submit of an application with a co-applicant asks both consents again, each refused blank (en)', async ({
  page,
  request,
  axe,
}) => {
  const t = WIZARD_TEXT.en;
  const l = LIST_TEXT.en;
  const { authToken } = await loginByApi(page, request, USERS.external);
  const lastName = uniqueLastName('Rco');
  const id = await submitApplication(request, authToken, { lastName, coApplicantLastName: 'Brown' });
  await submitAndLand(page, id, '/application/approved', DECISION_TEXT.en.approved);

  await page.goto(`/applications/approved?q=${lastName}`);
  await page.getByRole('button', { name: l.actionsFor(`Alex ${lastName}`) }).click();
  await page.getByRole('button', { name: 'Re-Submit with Updated Info' }).click();
  await page.getByRole('dialog', { name: l.confirmTitle }).getByRole('button', { name: l.yes }).click();
  await expect(page).toHaveURL(/\/applications\/incomplete$/);

  // Straight to the review that submits: the customer's box and the co-applicant's, each their own.
  await page.goto(`/application/coborrower/3/${id}`);
  await expectStep(page, t.co3);
  await expect(page.getByText(CONSENT_TEXT.en.both)).toBeVisible();
  const customer = page.getByRole('checkbox', { name: t.consent });
  const coApplicant = page.getByRole('checkbox', { name: t.coConsent });
  await customer.check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.reviewForm);
  expect(await fieldError(coApplicant)).toBe(CONSENT_TEXT.en.mustAccept);
  await axe('the review asking both consents again');

  await coApplicant.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: DECISION_TEXT.en.approved })).toBeVisible({
    timeout: 30_000,
  });
});
