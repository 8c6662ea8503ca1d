// Each test identity of the simulated bureau reaches its result screen from the submitting page, in English and
// French, with the screen's amounts and buttons, and no axe violation (spec §2, §4; ARCHITECTURE §7).
import { DECISION_TEXT, fact, submitAndLand, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';

const IDENTITIES = [
  ['Brown', '/application/approved', 'approved'],
  ['Lesser', '/application/approved', 'approved'],
  ['Decline', '/application/not-approved', 'notApproved'],
  ['Nohit', '/application/credit-bureau-not-found', 'bureauNotFound'],
  ['Review', '/application/pending', 'pending'],
] as const;

const MONEY = {
  en: { full: '$8,000.00', half: '$4,000.00' },
  fr: { full: '8 000.00 $', half: '4 000.00 $' },
} as const;

for (const locale of ['en', 'fr'] as Locale[]) {
  const t = DECISION_TEXT[locale];

  test.describe(`decision screens (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    // One journey per language (decision 059): the five deals submitted first, so that the bureau answers them while
    // the browser reads the first screen; then each screen in a step of its own.
    test('each identity lands on its result screen', async ({ page, request, axe }) => {
      // Five screens, each a decision to wait for and an axe run.
      test.setTimeout(120_000);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const ids = await Promise.all(
        IDENTITIES.map(([lastName]) => submitApplication(request, authToken, { lastName })),
      );
      for (const [index, [lastName, path, screen]] of IDENTITIES.entries()) {
        const id = ids[index] ?? '';
        await test.step(`${lastName} → ${path}`, async () => {
          await submitAndLand(page, id, path, t[screen]);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);

          const main = page.getByRole('main');
          // PendingApproval without a co-applicant answers its question with No (home) instead of a Home button.
          const home = screen === 'bureauNotFound' ? t.backToHome : screen === 'pending' ? t.no : t.home;
          await expect(main.getByRole('link', { name: home, exact: true })).toHaveAttribute('href', '/');
          if (screen === 'approved') {
            const money = MONEY[locale];
            await expect(fact(page, t.amountApproved)).toHaveText(
              lastName === 'Lesser' ? money.half : money.full,
            );
            await expect(fact(page, t.amountRequested)).toHaveText(money.full);
            // The loan number, never the 36-character id (issue 14).
            await expect(fact(page, t.applicationNumber)).toHaveText(
              locale === 'fr' ? /^Demande n°\u00a0C\d{7}$/ : /^App # C\d{7}$/,
            );
            await expect(main.getByRole('link', { name: t.generateDocuments })).toHaveAttribute(
              'href',
              `/assets/${id}`,
            );
          }
          if (screen === 'notApproved') {
            await expect(main.getByRole('button', { name: t.resubmitWithCoBorrower })).toBeVisible();
          }
          if (screen === 'bureauNotFound') {
            await expect(main.getByRole('button', { name: t.resubmitWithUpdatedInfo })).toBeVisible();
          }
          if (screen === 'pending') {
            await expect(main.getByRole('group', { name: t.addCoApplicant })).toBeVisible();
          }
          await axe(`${path} ${lastName} (${locale})`);
        });
      }
    });
  });
}

test('an internal vendor sees no generate-documents button on Approved', async ({ page, request }) => {
  const { authToken } = await loginByApi(page, request, USERS.internal);
  const id = await submitApplication(request, authToken, { lastName: 'Wilson' });
  await submitAndLand(page, id, '/application/approved', DECISION_TEXT.en.approved);
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate documents' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate documents' })).toHaveCount(0);
});

test('a Rental is approved in its rental amount', async ({ page, request }) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Garcia', applicationType: 'Rental' });
  await submitAndLand(page, id, '/application/approved', DECISION_TEXT.en.approved);
  await expect(fact(page, 'Approved rental amount')).toHaveText('$8,000.00');
});
