// Issue 26: the customer gives their consent and their own details themself. The salesperson sends a link from step 1;
// the customer opens it on their phone (a second browser, 375 px, in French), gives the code texted to them, ticks the
// consent and types their date of birth and SIN; the dealer's screen shows the consent's record and the values
// masked, and the application goes on to a decision. And the dealer's tablet handed to the customer, in English.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DECISION_TEXT } from './decision-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  loginByApi,
  pictureIfAsked,
  test,
  USERS,
  useLocale,
} from './fixtures.ts';
import { uniqueLastName } from './list-helpers.ts';
import { typeMasked } from './wizard-helpers.ts';

// Two browsers, a link, a code, polling for the consent and a decision: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const TOKEN_IN_TEXT = /\/customer#([A-Za-z0-9_-]{43})/;

/** An application the dealer saved up to the address, without the consent nor the date of birth: the customer's. */
async function draftWithoutConsent(
  request: APIRequestContext,
  token: string,
  lastName: string,
  email: string,
) {
  const headers = { Authorization: token };
  let id = 'new';
  let version: number | undefined;
  const save = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/applications/save', {
      headers,
      data: { id, version, ...data },
    });
    expect(response.ok(), `step ${String(data.step)}: ${await response.text()}`).toBe(true);
    ({ id, version } = (await response.json()) as { id: string; version: number });
  };
  await save({
    step: '1',
    mode: 'back',
    amount: '9,500.00',
    applicationType: 'Finance',
    description: 'Heat pump',
    hasCoApplicant: 'No',
  });
  await save({
    step: '3-1',
    mode: 'back',
    firstName: 'Camille',
    lastName,
    primaryPhone: '(416) 555-0181',
    mobilePhone: '(416) 555-0182',
    businessPhone: '(416) 555-0180',
    employer: 'Acme',
    email,
  });
  await save({
    step: '3-2',
    mode: 'next',
    country: 'CA',
    address1: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    postal: 'M5H 1A1',
    titleOwner: 'Own',
    yearsAtCurHouse: 4,
  });
  return id;
}

/** The newest message of the vendor's built-in mailbox or SMS outbox sent to `to`. */
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

async function phone(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale });
  return context.newPage();
}

test('the dealer sends a link; the customer answers on their phone in French; the dealer submits', async ({
  page,
  request,
  browser,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const lastName = uniqueLastName('Link');
  const email = `${lastName.toLowerCase()}@example.com`;
  const id = await draftWithoutConsent(request, authToken, lastName, email);

  await page.goto(`/application/1/${id}`);
  await page.getByRole('button', { name: 'Send a link to the customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a link to the customer' });
  await expect(dialog.getByRole('textbox', { name: 'Customer’s e-mail' })).toHaveValue(email);
  await dialog.getByRole('checkbox', { name: 'Text message' }).check();
  await dialog.getByRole('radio', { name: 'Français' }).check();
  await expectNoAxeViolations(page, 'the send-link dialog');
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/A link was sent: the consent is the customer’s to give/)).toBeVisible();
  // The dealer can no longer tick the box for the customer.
  await expect(page.getByRole('checkbox', { name: /I, the customer, have read this text/ })).toHaveCount(0);

  // The customer's phone, in French by its browser's language.
  const link = (await lastMessage(request, authToken, 'mailbox', email)).match(TOKEN_IN_TEXT)?.[1] ?? '';
  expect(link).not.toBe('');
  const customer = await phone(browser, 'fr-CA');
  await customer.goto(`/customer#${link}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Confirmez votre identité' })).toBeVisible();
  // The token left the address bar at once.
  expect(new URL(customer.url()).hash).toBe('');
  const code = (await lastMessage(request, authToken, 'sms-outbox', '(416) 555-0182')).match(
    /\b(\d{6})\b/,
  )?.[1];
  await expectNoAxeViolations(customer, 'the customer page: the code');
  await pictureIfAsked(customer, 'customer-link/customer-code-fr');
  await customer.getByRole('textbox', { name: 'Code' }).fill(code ?? '');
  await customer.getByRole('button', { name: 'Continuer' }).click();
  await expect(customer.getByText(/vous demande de remplir votre partie/)).toBeVisible();
  await expect(customer.getByRole('textbox', { name: 'Nom de famille' })).toHaveValue(lastName);
  // Every rule of the wizard: nothing ticked, no date: refused, in French, nothing sent.
  await customer.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(customer.getByText('Vous devez accepter les termes')).toBeVisible();
  await expectNoAxeViolations(customer, 'the customer page: the form refused');
  await customer.getByRole('checkbox', { name: /J’ai lu ce texte/ }).check();
  await typeMasked(customer.getByRole('textbox', { name: 'Date de naissance' }), '04151980');
  await typeMasked(customer.getByRole('textbox', { name: /Numéro d’assurance sociale/ }), '046454286');
  await pictureIfAsked(customer, 'customer-link/customer-form-fr');
  const scroll = await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(scroll, 'no horizontal scroll at 375 px').toBeLessThanOrEqual(0);
  await customer.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Merci' })).toBeVisible();
  await expectNoAxeViolations(customer, 'the customer page: done');
  await customer.context().close();

  // The dealer's screen shows the customer's consent (it looks again while it waits), then the values masked.
  await expect(page.getByText(/on their own device \(by link\)/)).toBeVisible({
    timeout: 30_000,
  });
  await pictureIfAsked(page, 'customer-link/dealer-step1-en');
  await page.goto(`/application/3-1/${id}`);
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('**/**/1980');
  await expect(page.getByRole('textbox', { name: /Social Insurance Number/ })).toHaveValue('*** *** 286');
  await page.goto(`/application/4/${id}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DECISION_TEXT.en.approved })).toBeVisible({
    timeout: 60_000,
  });
});

test('the dealer hands the tablet to the customer, who answers in English and hands it back', async ({
  page,
  request,
}) => {
  await useLocale(page, 'en');
  await loginByApi(page, request, USERS.external);
  await page.goto('/application/1/new');
  await page.getByRole('textbox', { name: 'Amount requested' }).fill('6000');
  await page.getByRole('button', { name: 'Hand the device to the customer' }).click();
  const view = page.getByRole('dialog', { name: 'Hand the device to the customer' });
  await expect(view.getByText(/asks you to complete your part of a credit application/)).toBeVisible();
  await expectNoAxeViolations(page, 'the tablet hand-off');
  await pictureIfAsked(page, 'customer-link/tablet-en');
  await view.getByRole('checkbox', { name: 'I have read this text and I consent' }).check();
  await view.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await view.getByRole('textbox', { name: 'Last name' }).fill(uniqueLastName('Tablet'));
  await typeMasked(view.getByRole('textbox', { name: 'Date of birth' }), '07081985');
  await view.getByRole('textbox', { name: 'Street address' }).fill('5 Bay St');
  await view.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await view.getByRole('combobox', { name: 'Province' }).selectOption('ON');
  await typeMasked(view.getByRole('textbox', { name: 'Postal code' }), 'M5J2J2');
  await view.getByRole('button', { name: 'Send my answers' }).click();
  await view.getByRole('button', { name: 'Hand back to the salesperson' }).click();
  await expect(view).toHaveCount(0);
  await expect(page.getByText(/on this device handed to them/)).toBeVisible();
  await expect(page).toHaveURL(/\/application\/1\/[0-9a-f-]{36}/);
});
