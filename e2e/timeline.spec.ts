// The application's timeline (issue 27), EN and FR: a deal approved by the simulated bureau, signed in person on the
// built-in signing page (the Sign screen's own link opens its timeline so far), closed and funded through the API →
// from the list's row, the funded deal's timeline: every event in order as one ordered list, who and when, axe clean,
// at 375 px without sideways scrolling, and by keyboard back to the list; the lender reads the same timeline.
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './decision-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  loginByApi,
  test,
  USERS,
  useLocale,
} from './fixtures.ts';
import { fundByApi, ready, submitPackageByApi } from './funding-helpers.ts';
import { signableApplication, signInPerson } from './signing-helpers.ts';

const TEXT = {
  en: {
    link: 'Timeline',
    title: /^Timeline: /,
    events: 'Events, oldest first',
    back: 'Back to the applications',
    backToReview: 'Back to the review',
    list: 'All',
    inOrder: [
      /^Credit application started/,
      /^Credit consent given for the applicant on the dealer’s screen/,
      /^Submitted for a credit decision/,
      /^Credit decision: Approved/,
      /^Asset added/,
      /^Financing program selected/,
      /^Contract sent for signature/,
      /^Contract signed by the applicant.*By the customer$/,
      /^All signatures received/,
      /^Completion certificate prepared on paper/,
      /^Document uploaded: Bill of sale/,
      /^Submitted for funding/,
      /^Funded and booked.*By the lender$/,
    ],
    why: 'The customer’s credit score is high enough.',
  },
  fr: {
    link: 'Historique',
    title: /^Historique\s:\s/,
    events: 'Événements, du plus ancien au plus récent',
    back: 'Retour aux demandes',
    backToReview: 'Retour à l’examen',
    list: 'Toutes',
    inOrder: [
      /^Demande de crédit commencée/,
      /^Consentement au crédit donné pour le demandeur sur l’écran du marchand/,
      /^Soumise pour une décision de crédit/,
      /^Décision de crédit\s: Approuvée/,
      /^Bien ajouté/,
      /^Programme de financement choisi/,
      /^Contrat envoyé pour signature/,
      /^Contrat signé par le demandeur.*Par le client$/,
      /^Toutes les signatures reçues/,
      /^Certificat d’achèvement préparé sur papier/,
      /^Document téléversé\s: Acte de vente/,
      /^Soumise pour financement/,
      /^Financée et comptabilisée.*Par le prêteur$/,
    ],
    why: 'La cote de crédit du client est suffisante.',
  },
} as const satisfies Record<Locale, unknown>;

const SHOTS = process.env.TIMELINE_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The timeline's items as read, in order, and that each expected sentence comes after the one before. */
async function expectInOrder(page: Page, locale: Locale) {
  const t = TEXT[locale];
  const list = page.getByRole('list', { name: t.events });
  await expect(list).toBeVisible();
  expect(await list.evaluate((el) => el.tagName)).toBe('OL');
  const items = (await list.locator(':scope > li').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
  let from = 0;
  for (const pattern of t.inOrder) {
    const at = items.findIndex((text, index) => index >= from && pattern.test(text));
    expect(at, `${pattern} after item ${from} in:\n${items.join('\n')}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
  expect(items.join('\n')).toContain(t.why);
}

for (const locale of ['en', 'fr'] as const) {
  test(`a funded deal's timeline, from the list and for the lender (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[locale];
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await ready(() => signableApplication(request, authToken));
    await signInPerson(page, locale, id);

    // The Sign screen's own link: the timeline so far.
    await page.getByRole('link', { name: t.link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('list', { name: t.events }).locator(':scope > li').last()).toContainText(
      locale === 'en' ? 'All signatures received' : 'Toutes les signatures reçues',
    );

    await submitPackageByApi(request, authToken, id);
    const lender = await request.post('/api/users/login', {
      data: { userName: USERS.underwriter, password: 'Demo-pass1!' },
    });
    const { authToken: lenderToken } = (await lender.json()) as { authToken: string };
    await fundByApi(request, lenderToken, id);

    // From the list's row: a booked deal has no action but its timeline.
    await page.goto('/applications/all');
    await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
    await page.locator(`a[href="/applications/timeline/${id}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectInOrder(page, locale);
    await expectNoAxeViolations(page, `timeline (${locale})`);
    await shot(page, `timeline-${locale}`);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `timeline at 375 px (${locale})`);
    await shot(page, `timeline-${locale}-375`);

    // By keyboard: the way back to the list is the page's first link after the header's.
    const back = page.getByRole('link', { name: t.back });
    await back.focus();
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();

    // The lender reads the same timeline of a vendor's deal, and goes back to the review.
    const context = await browser.newContext({ locale: locale === 'fr' ? 'fr-CA' : 'en-CA' });
    const lenderPage = await context.newPage();
    await useLocale(lenderPage, locale);
    await loginByApi(lenderPage, request, USERS.underwriter);
    await lenderPage.goto(`/applications/timeline/${id}`);
    await expect(lenderPage.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectInOrder(lenderPage, locale);
    await expect(lenderPage.getByRole('link', { name: t.backToReview })).toBeVisible();
    await expectNoAxeViolations(lenderPage, `timeline for the lender (${locale})`);
    await context.close();
  });
}
