// Issue 25 (decision 039): a customer the lender declined goes, with their consent naming the partner, to the lender's
// second-look partner; the dealer waits on a screen of its own and lands on the partner's answer, in English and
// French, English on a desktop and French on a 375 px phone. Each new screen is checked by axe (and photographed with
// E2E_SHOTS).
import type { Page } from '@playwright/test';
import {
  DECISION_TEXT,
  expectNoHorizontalScroll,
  fact,
  submitAndLand,
  submitApplication,
} from './decision-helpers.ts';
import { expect, type Locale, loginByApi, pictureIfAsked, test, USERS, useLocale } from './fixtures.ts';

// Two submissions, two lender decisions and two partner answers (each waits about 2 s).
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: {
    offerTitle: 'A second look',
    submit: 'Submit for a second look',
    send: 'Send for a second look',
    consent: 'I, the customer, have read this text and I consent',
    mustAccept: 'You must accept the terms',
    waiting: 'Second look requested',
    approved: 'Approved on second look',
    approvedText:
      /^Good news! Our second-look partner, Northbridge Second Look Credit Corp\., approved the application\.$/,
    lesserText:
      /approved by our second-look partner, Northbridge Second Look Credit Corp\., for a lesser amount/,
    declined: 'Declined on second look',
    declinedText: /did not approve the application either/,
    amount: '$8,000.00',
    half: '$4,000.00',
  },
  fr: {
    offerTitle: 'Un second regard',
    submit: 'Soumettre pour un second regard',
    send: 'Envoyer pour un second regard',
    consent: 'Moi, le client, j’ai lu ce texte et je donne mon consentement',
    mustAccept: 'Vous devez accepter les termes',
    waiting: 'Second regard demandé',
    approved: 'Approuvée au second regard',
    approvedText:
      /^Bonne nouvelle\u00a0! Notre partenaire de second regard, Northbridge Second Look Credit Corp\., a approuvé la demande\.$/,
    lesserText:
      /approuvée par notre partenaire de second regard, Northbridge Second Look Credit Corp\., pour un montant inférieur/,
    declined: 'Refusée au second regard',
    declinedText: /n’a pas approuvé la demande non plus/,
    amount: '8\u00a0000.00\u00a0$',
    half: '4\u00a0000.00\u00a0$',
  },
} as const;

type Shot = (name: string) => Promise<void>;

/** The consent on file predates the text naming the partner (a consent given before decision 039's version 2). */
async function consentNamingLenderOnly(page: Page, id: string): Promise<void> {
  await page.route(`**/api/applications/get/${id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { secondLook: { consentCoversPartner: boolean } };
    body.secondLook.consentCoversPartner = false;
    // The page may have dropped the request meanwhile (a newer read of the same application): nothing to answer then.
    await route.fulfill({ response, json: body }).catch((error: Error) => {
      if (!/already handled/.test(error.message)) throw error;
    });
  });
}

/** NotApproved → the consent step (refused blank, then ticked by keyboard) → the waiting screen. */
async function secondLookWithConsent(
  page: Page,
  locale: Locale,
  axe: (label?: string) => Promise<void>,
  shot: Shot,
) {
  const t = TEXT[locale];
  const offer = page.getByRole('region', { name: t.offerTitle });
  await expect(offer).toContainText('Northbridge Second Look Credit Corp.');
  await axe(`NotApproved with the second look (${locale})`);
  await shot('not-approved-offer');
  await offer.getByRole('button', { name: t.submit }).click();
  const consent = page.getByRole('checkbox', { name: t.consent });
  await expect(consent).not.toBeChecked();
  await page.getByRole('button', { name: t.send }).click();
  await expect(consent).toBeFocused();
  await expect(page.getByText(t.mustAccept)).toBeVisible();
  await axe(`the second look's consent step, refused (${locale})`);
  await shot('consent-step');
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const consentPosted = page.waitForResponse((r) => r.url().includes('/api/applications/partner-consent/'));
  await page.getByRole('button', { name: t.send }).click();
  expect((await consentPosted).status()).toBe(200);
}

/** NotApproved → the Yes/No question (the consent on file names the partner) → the waiting screen. */
async function secondLookConfirmed(page: Page, locale: Locale) {
  const d = DECISION_TEXT[locale];
  await page.getByRole('button', { name: TEXT[locale].submit }).click();
  await page.getByRole('dialog', { name: d.confirmTitle }).getByRole('button', { name: d.yes }).click();
}

async function waitForAnswer(
  page: Page,
  id: string,
  locale: Locale,
  axe: (l?: string) => Promise<void>,
  shot: Shot,
) {
  await expect(page).toHaveURL(new RegExp(`/application/second-look/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].waiting })).toBeVisible();
  await shot('waiting');
  await axe(`the second look's waiting screen (${locale})`);
}

// English on a desktop and French on a phone (decision 059): every screen keeps axe in both languages, and the French
// (the longer words) is checked at 375 px; the English words of these screens are not the longer ones.
for (const locale of ['en', 'fr'] as Locale[]) {
  const phone = locale === 'fr';
  const where = phone ? 'phone' : 'desktop';
  test.describe(`${locale}, ${where}`, () => {
    if (phone) test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test(`NotApproved → consent naming the partner → waiting → approved by the partner (${locale}, ${where})`, async ({
      page,
      request,
      axe,
    }) => {
      const t = TEXT[locale];
      const shot: Shot = (name) => pictureIfAsked(page, `second-look/${name}-${locale}-${where}`);
      await useLocale(page, locale);
      const { authToken } = await loginByApi(page, request, USERS.external);
      // Secondlook: the lender declines, the partner approves it all; Secondlesser: the partner approves half.
      const lastName = locale === 'en' ? 'Secondlook' : 'Secondlesser';
      const id = await submitApplication(request, authToken, { lastName, amount: '8,000.00' });
      await consentNamingLenderOnly(page, id);
      await submitAndLand(page, id, '/application/not-approved', DECISION_TEXT[locale].notApproved);
      await secondLookWithConsent(page, locale, axe, shot);
      await page.unroute(`**/api/applications/get/${id}`);
      await waitForAnswer(page, id, locale, axe, shot);

      await expect(page.getByRole('heading', { level: 1, name: t.approved })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page).toHaveURL(new RegExp(`/application/second-look-approved/${id}$`));
      const d = DECISION_TEXT[locale];
      if (locale === 'en') {
        await expect(page.getByText(t.approvedText)).toBeVisible();
        await expect(fact(page, d.amountApproved)).toHaveText(t.amount);
      } else {
        await expect(page.getByText(t.lesserText)).toBeVisible();
        await expect(fact(page, d.amountApproved)).toHaveText(t.half);
      }
      await expect(page.getByRole('link', { name: d.generateDocuments })).toBeVisible();
      if (phone) await expectNoHorizontalScroll(page);
      await axe(`the partner's approval (${locale})`);
      await shot('approved');
    });

    test(`declined by the lender and by the partner (${locale}, ${where})`, async ({
      page,
      request,
      axe,
    }) => {
      const shot: Shot = (name) => pictureIfAsked(page, `second-look/${name}-${locale}-${where}`);
      await useLocale(page, locale);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const id = await submitApplication(request, authToken, { lastName: 'Decline' });
      await submitAndLand(page, id, '/application/not-approved', DECISION_TEXT[locale].notApproved);
      await secondLookConfirmed(page, locale);
      await expect(page).toHaveURL(new RegExp(`/application/second-look/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].declined })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText(TEXT[locale].declinedText)).toBeVisible();
      await expect(page.getByRole('button', { name: TEXT[locale].submit })).toHaveCount(0);
      if (phone) await expectNoHorizontalScroll(page);
      await axe(`the partner's decline (${locale})`);
      await shot('declined');
    });
  });
}
