// Issue 40: what a dealer and a customer trip over, tried as they would, in English on a desktop and in French on a
// 375 px phone: the customer's e-mail and page from a link sent at step 1 (items 1, 7), the dealer's consent box once
// the customer consented (item 2, axe), the language saved in Settings (items 3, 4), the deal's one reference in the
// notices, the list and the timeline (item 6), the timeline's step names (item 8) and the second look's one name
// (item 5).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { decidedStatus, submitApplication } from './decision-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  login,
  loginByApi,
  test,
  USERS,
  useLocale,
} from './fixtures.ts';
import { uniqueLastName } from './list-helpers.ts';
import { typeMasked } from './wizard-helpers.ts';

test.describe.configure({ timeout: 150_000 });

const TOKEN_IN_TEXT = /\/customer#([A-Za-z0-9_-]{43})/;
const SHOTS = process.env.DEALER_WORDS_SHOTS;

const TEXT = {
  en: {
    amount: 'Amount requested',
    send: 'Send a link to the customer',
    email: 'Customer’s e-mail',
    mobile: 'Customer’s mobile phone',
    sms: 'Text message',
    language: 'English',
    submitLink: 'Send the link',
    hello: 'Hello,',
    verify: 'Confirm it is you',
    continue: 'Continue',
    askAddress: 'Enter the address where you live now.',
    dealerWords: /salesperson entered|the customer’s credit file|I, the customer/,
    sinHint: /Used only to find your credit file/,
    consent: 'I have read this text and I consent',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    address1: 'Street address',
    city: 'City',
    province: 'Province',
    postal: 'Postal code',
    sendAnswers: 'Send my answers',
    thanks: 'Thank you',
    given: /on their own device \(by link\)/,
    consentTitle: 'The customer’s consent',
    saved: 'Your language is saved.',
    otherSaved: 'Votre langue est enregistrée.',
    dashboard: 'Dashboard',
    settings: 'Settings',
    decision: (n: string) => `The credit decision on application ${n} arrived: Approved.`,
    search: 'Search',
    secondLook: 'Second look',
    appNumber: (n: string) => `App # ${n}`,
    applicantSaved: 'Applicant saved',
    stepCode: /Step 3-1|step 1\)/,
  },
  fr: {
    amount: 'Montant demandé',
    send: 'Envoyer un lien au client',
    email: 'Courriel du client',
    mobile: 'Cellulaire du client',
    sms: 'Texto',
    language: 'Français',
    submitLink: 'Envoyer le lien',
    hello: 'Bonjour,',
    verify: 'Confirmez votre identité',
    continue: 'Continuer',
    askAddress: 'Entrez l’adresse où vous habitez maintenant.',
    dealerWords: /vendeur a saisi ces|dossier de crédit du client|Moi, le client/,
    sinHint: /Sert uniquement à trouver votre dossier de crédit/,
    consent: 'J’ai lu ce texte et je donne mon consentement',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    dob: 'Date de naissance',
    address1: 'Adresse',
    city: 'Ville',
    province: 'Province',
    postal: 'Code postal',
    sendAnswers: 'Envoyer mes réponses',
    thanks: 'Merci',
    given: /sur son propre appareil \(par lien\)/,
    consentTitle: 'Le consentement du client',
    saved: 'Votre langue est enregistrée.',
    otherSaved: 'Your language is saved.',
    dashboard: 'Tableau de bord',
    settings: 'Paramètres',
    decision: (n: string) => `La décision de crédit sur la demande ${n} est arrivée\u00a0: Approuvée.`,
    search: 'Rechercher',
    secondLook: 'Second regard',
    appNumber: (n: string) => `Demande n° ${n}`,
    applicantSaved: 'Demandeur enregistré',
    stepCode: /Étape 3-1|étape 1\)|[Dd]euxième (examen|regard)/,
  },
} as const satisfies Record<Locale, unknown>;

const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Each changed screen at both sizes, when asked for (DEALER_WORDS_SHOTS=<folder>). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function lastMessage(
  request: APIRequestContext,
  token: string,
  box: 'mailbox' | 'sms-outbox',
  to: string,
) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/${box}`, { headers: { Authorization: token } });
      const { messages } = (await response.json()) as { messages: Array<{ to: string; text: string }> };
      text = messages.find((m) => m.to === to)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

async function customerPhone(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: `${locale}-CA` });
  const page = await context.newPage();
  await useLocale(page, locale);
  return page;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
}

const JOURNEYS = [
  { locale: 'en', viewport: DESKTOP, mobile: '(416) 555-0171' },
  { locale: 'fr', viewport: PHONE, mobile: '(416) 555-0172' },
] as const;

for (const { locale, viewport, mobile } of JOURNEYS) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('items 1, 7, 2: a link sent from step 1 greets the customer, whose page speaks to them; the dealer’s consent box reads', async ({
      page,
      request,
      browser,
    }) => {
      const t = TEXT[locale];
      await useLocale(page, locale);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const lastName = uniqueLastName('Words');
      const email = `${lastName.toLowerCase()}@example.com`;

      // Step 1 of a new application: no name typed yet.
      await page.goto('/application/1/new');
      await page.getByRole('textbox', { name: t.amount }).fill('7000');
      await page.getByRole('button', { name: t.send }).click();
      const dialog = page.getByRole('dialog', { name: t.send });
      await dialog.getByRole('textbox', { name: t.email }).fill(email);
      await dialog.getByRole('checkbox', { name: t.sms }).check();
      await dialog.getByRole('textbox', { name: t.mobile }).fill(mobile);
      await dialog.getByRole('radio', { name: t.language }).check();
      await dialog.getByRole('button', { name: t.submitLink }).click();
      await expect(dialog).toHaveCount(0);

      // Item 1: the e-mail greets the customer without an empty name.
      const mail = await lastMessage(request, authToken, 'mailbox', email);
      expect(mail.split('\n')[0]).toBe(t.hello);
      expect(mail).not.toMatch(/ ,/);
      const token = mail.match(TOKEN_IN_TEXT)?.[1] ?? '';
      expect(token).not.toBe('');

      // Item 7: the customer's own page, on their phone.
      const customer = await customerPhone(browser, locale);
      await customer.goto(`/customer#${token}`);
      await expect(customer.getByRole('heading', { level: 1, name: t.verify })).toBeVisible();
      await expectNoAxeViolations(customer, `the customer's page: the code (${locale})`);
      const code = (await lastMessage(request, authToken, 'sms-outbox', mobile)).match(/\b(\d{6})\b/)?.[1];
      await customer.getByRole('textbox', { name: 'Code' }).fill(code ?? '');
      await customer.getByRole('button', { name: t.continue }).click();
      await expect(customer.getByText(t.askAddress)).toBeVisible();
      await expect(customer.getByText(t.sinHint)).toBeVisible();
      await expect(customer.locator('main')).not.toContainText(t.dealerWords);
      await expectNoAxeViolations(customer, `the customer's page: the form (${locale})`);
      await noSidewaysScroll(customer);
      await shots(customer, `customer-form-${locale}`);
      await customer.getByRole('button', { name: t.sendAnswers }).click();
      await expectNoAxeViolations(customer, `the customer's page: the form refused (${locale})`);
      await customer.getByRole('checkbox', { name: t.consent }).check();
      await customer.getByRole('textbox', { name: t.firstName }).fill('Jordan');
      await customer.getByRole('textbox', { name: t.lastName }).fill(lastName);
      await typeMasked(customer.getByRole('textbox', { name: t.dob }), '07081985');
      await customer.getByRole('textbox', { name: t.address1, exact: true }).fill('5 Bay St');
      await customer.getByRole('textbox', { name: t.city }).fill('Toronto');
      await customer.getByRole('combobox', { name: t.province }).selectOption('ON');
      await typeMasked(customer.getByRole('textbox', { name: t.postal }), 'M5J2J2');
      await customer.getByRole('button', { name: t.sendAnswers }).click();
      await expect(customer.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
      await expectNoAxeViolations(customer, `the customer's page: done (${locale})`);
      await customer.context().close();

      // Item 2: the dealer's step 1 with the consent given: its title readable (axe's colour contrast).
      await expect(page.getByText(t.given)).toBeVisible({ timeout: 30_000 });
      const title = page.getByText(t.consentTitle, { exact: true });
      await expect(title).toBeVisible();
      expect(await title.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(47, 158, 68)');
      await expectNoAxeViolations(page, `the dealer's step 1, consent given (${locale})`);
      await shots(page, `dealer-step1-consent-${locale}`);
    });

    test('items 3, 4: the language saved in Settings is confirmed in it, and follows the user to another browser', async ({
      page,
      request,
      browser,
    }) => {
      const t = TEXT[locale];
      const before = other(locale);
      const user = 'demo.us.admin';
      const set = async (token: string, language: Locale) =>
        expect(
          (
            await request.post('/api/users/settings', {
              headers: { authorization: token },
              data: { language },
            })
          ).ok(),
        ).toBe(true);
      const { authToken } = await loginByApi(page, request, user);
      await set(authToken, before);

      await useLocale(page, before);
      await page.goto('/settings');
      await page.getByRole('radio', { name: TEXT[locale].language }).check();
      await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(page.getByText(t.otherSaved)).toHaveCount(0);
      await shots(page, `settings-saved-${locale}`);

      // Another browser, its login screen in the other language: signed in, the screens speak the saved one.
      const context = await browser.newContext({ viewport, locale: `${before}-CA` });
      const elsewhere = await context.newPage();
      await useLocale(elsewhere, before);
      await login(elsewhere, user, { locale: before });
      await expect(elsewhere.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', locale);
      await elsewhere.goto('/settings');
      await expect(elsewhere.getByRole('radio', { name: TEXT[locale].language })).toBeChecked();
      await context.close();
      // Later journeys sign this user in as from a fresh browser: English, as seeded users start.
      await set(authToken, 'en');
    });

    test('items 6, 8, 5: one reference per deal in the notices, the list and the timeline; steps by name; one name for the second look', async ({
      page,
      request,
    }) => {
      const t = TEXT[locale];
      await useLocale(page, locale);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const headers = { Authorization: authToken };
      const approvedName = uniqueLastName('Refok');
      const approvedId = await submitApplication(request, authToken, { lastName: approvedName });
      expect(await decidedStatus(request, authToken, approvedId)).toBe('Approved');
      // Declined by the lender: it keeps its short reference (no loan number).
      const pendingName = uniqueLastName('Pend');
      const pendingId = await submitApplication(request, authToken, {
        lastName: 'Decline',
        firstName: pendingName,
      });
      await decidedStatus(request, authToken, pendingId);
      const numbers = async (id: string) =>
        (
          (await (await request.get(`/api/applications/get/${id}`, { headers })).json()) as {
            application: { edgeId: string | null; reference: string };
          }
        ).application;
      const loan = (await numbers(approvedId)).edgeId ?? '';
      expect(loan).toMatch(/^C\d{7}$/);
      const reference = (await numbers(pendingId)).reference;

      // The notice names the deal by the number the Approved screen shows.
      await page.goto('/notifications');
      await expect(page.getByText(t.decision(loan))).toBeVisible();
      await expectNoAxeViolations(page, `notifications (${locale})`);
      await shots(page, `notifications-${locale}`);
      // The e-mail choices (Settings) name the second look as every other screen does.
      await page.goto('/settings');
      await expect(page.getByRole('checkbox', { name: t.secondLook })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/[Dd]euxième/);

      // The list shows each deal's one number as its App #, and finds a deal by it, typed as read aloud.
      await page.goto(`/applications/all?q=${encodeURIComponent(reference.replace('\u00a0', ' '))}`);
      await expect(page.getByText(pendingName).first()).toBeVisible();
      await expect(page.getByText(reference).first()).toBeVisible();
      await page.goto(`/applications/all?q=${loan}`);
      await expect(page.getByText(approvedName).first()).toBeVisible();
      await expect(page.getByText(loan).first()).toBeVisible();
      await expectNoAxeViolations(page, `the list found by number (${locale})`);
      await shots(page, `list-number-${locale}`);

      // The timeline: the deal's number, each step by its name.
      await page.goto(`/applications/timeline/${approvedId}`);
      await expect(page.getByText(t.appNumber(loan))).toBeVisible();
      await expect(page.getByText(t.applicantSaved).first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText(t.stepCode);
      await expectNoAxeViolations(page, `the timeline (${locale})`);
      await noSidewaysScroll(page);
      await shots(page, `timeline-${locale}`);
    });
  });
}
