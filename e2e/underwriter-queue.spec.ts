// The lender's underwriter (ARCHITECTURE §6): the queue of Pending applications across vendors with the Quebec
// debt ratio, approving one (the vendor then sees Approved with the amount), declining one, and vendors refused.
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  DECISION_TEXT,
  decidedStatus,
  expectNoHorizontalScroll,
  fact,
  submitApplication,
} from './decision-helpers.ts';
import { DEMO_PASSWORD, expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';

// Monthly amounts, as step 3.1 labels them: (1,200 + 200 + the new payment) / 3,000 is over 45%.
const QUEBEC_OVER_45 = {
  grossIncome: '3,000.00',
  totalHousingCosts: '1,200.00',
  totalOtherMonthlyCosts: '200.00',
};

const UW_TEXT = {
  en: {
    queue: 'Underwriting queue',
    ratioColumn: 'Debt ratio (Quebec)',
    ratioReason: 'Quebec: debt ratio over 45%',
    decisionRecord: 'Decision record',
    trades: 'Trades',
  },
  fr: {
    queue: 'File de souscription',
    ratioColumn: 'Ratio d’endettement (Québec)',
    ratioReason: 'Québec : ratio d’endettement de plus de 45 %',
    decisionRecord: 'Dossier de décision',
    trades: 'Comptes de crédit',
  },
} as const;

/**
 * The Quebec debt ratio, shown as '46.7%' (en) or '46,7 %' (fr, a decimal comma and a no-break space), and over the
 * 45% limit; the detail screen adds a line saying the amounts behind it are monthly.
 */
async function expectRatioOver45(cell: Locator): Promise<void> {
  await expect(cell).toHaveText(/^\d+[.,]\d(\u00a0)?%/);
  const [, digits] = /^(\d+[.,]\d)/.exec((await cell.textContent()) ?? '') ?? [];
  expect(Number.parseFloat((digits ?? '').replace(',', '.'))).toBeGreaterThan(45);
}

/** The vendor's token for the API calls; the browser page is the underwriter's. */
async function vendorToken(request: APIRequestContext, user: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { userName: user, password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { authToken: string }).authToken;
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const u = UW_TEXT[locale];
  test(`the underwriter sees a Quebec application over 45% with its ratio (${locale})`, async ({
    page,
    request,
    axe,
  }) => {
    const token = await vendorToken(request, USERS.quebec);
    const lastName = locale === 'fr' ? 'Bouchard' : 'Gagnon';
    const id = await submitApplication(request, token, { lastName, quebec: QUEBEC_OVER_45 });
    expect(await decidedStatus(request, token, id)).toBe('Pending');

    await useLocale(page, locale);
    await loginByApi(page, request, USERS.underwriter);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: u.queue }).click();
    await expect(page.getByRole('heading', { level: 1, name: u.queue })).toBeVisible();
    const name = `Alex ${lastName}`;
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(u.ratioReason);
    await expectRatioOver45(row.getByRole('cell').nth(4));
    await axe(`/underwriter (${locale})`);

    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/underwriter/${id}$`));
    await expect(page.getByRole('heading', { level: 2, name: u.decisionRecord })).toBeVisible();
    await expectRatioOver45(fact(page, u.ratioColumn));
    await expect(page.getByRole('table', { name: u.trades })).toBeVisible();
    await axe(`/underwriter/{id} (${locale})`);
  });
}

test('the underwriter approves a Pending application for less, and the vendor sees Approved with the amount', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const token = await vendorToken(request, USERS.external);
  const id = await submitApplication(request, token, { lastName: 'Review', amount: '8,000.00' });
  expect(await decidedStatus(request, token, id)).toBe('Pending');

  await loginByApi(page, request, USERS.underwriter);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New application' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Underwriting queue' }).click();
  await page.goto(`/underwriter/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application of Alex Review' })).toBeVisible();

  await page.getByRole('radio', { name: 'Approve' }).check();
  const amount = page.getByRole('textbox', { name: /Approved amount/ });
  await expect(amount).toHaveValue('8,000.00');
  await amount.fill('9,000');
  await page.getByRole('button', { name: 'Record the decision' }).click();
  await expect(
    page.getByText('The approved amount cannot be more than the requested amount, $8,000.00.'),
  ).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await axe('the decision form with its errors');

  await amount.fill('6,000');
  await page.getByRole('textbox', { name: /Note/ }).fill('Stable employment, verified by phone.');
  await page.getByRole('button', { name: 'Record the decision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the decision' });
  await expect(dialog).toContainText('Approve the application of Alex Review for $6,000.00?');
  await axe('the confirmation dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/underwriter$/);
  await expect(page.getByText('The application of Alex Review was approved for $6,000.00.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Alex Review' }).and(page.locator(`[href$="${id}"]`)),
  ).toHaveCount(0);

  // The vendor, in a browser of their own.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await loginByApi(vendorPage, request, USERS.external);
  await vendorPage.goto(`/application/pending/${id}`);
  await expect(vendorPage).toHaveURL(new RegExp(`/application/approved/${id}$`));
  await expect(fact(vendorPage, DECISION_TEXT.en.amountApproved)).toHaveText('$6,000.00');
  await expect(fact(vendorPage, DECISION_TEXT.en.amountRequested)).toHaveText('$8,000.00');
  await expect(fact(vendorPage, DECISION_TEXT.en.applicationNumber)).toHaveText(/^App # C\d{7}$/);
  await vendorContext.close();
});

test('the underwriter declines with a note, and the vendor sees NotApproved', async ({ page, request }) => {
  const token = await vendorToken(request, USERS.external);
  const id = await submitApplication(request, token, { lastName: 'Review' });
  expect(await decidedStatus(request, token, id)).toBe('Pending');

  await loginByApi(page, request, USERS.underwriter);
  await page.goto(`/underwriter/${id}`);
  await page.getByRole('radio', { name: 'Decline' }).check();
  await expect(page.getByRole('textbox', { name: /Approved amount/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: /Note/ }).fill('Debt too high for the income.');
  await page.getByRole('button', { name: 'Record the decision' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the decision' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(page.getByText('The application of Alex Review was declined.')).toBeVisible();
  expect(await decidedStatus(request, token, id)).toBe('Declined');
});

test('a vendor user opening the queue is refused and stays signed in', async ({ page, request, axe }) => {
  await loginByApi(page, request, USERS.external);
  await page.goto('/underwriter');
  await expect(page.getByRole('heading', { level: 1, name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Underwriting queue' })).toHaveCount(0);
  await axe('/underwriter refused');
  await page.goto('/underwriter/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Access refused' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New application' })).toBeVisible();
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the queue and an application fit and pass axe', async ({ page, request, axe }) => {
    const token = await vendorToken(request, USERS.quebec);
    const id = await submitApplication(request, token, { lastName: 'Roy', quebec: QUEBEC_OVER_45 });
    expect(await decidedStatus(request, token, id)).toBe('Pending');
    await loginByApi(page, request, USERS.underwriter);
    await page.goto('/underwriter');
    await expect(page.getByRole('link', { name: 'Alex Roy' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe('/underwriter on a phone');
    await page.getByRole('link', { name: 'Alex Roy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application of Alex Roy' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe('/underwriter/{id} on a phone');
  });
});

test("a vendor's result screen opened by the underwriter shows the underwriter's view", async ({
  page,
  request,
}) => {
  const token = await vendorToken(request, USERS.external);
  const id = await submitApplication(request, token, { lastName: 'Review' });
  await decidedStatus(request, token, id);
  await loginByApi(page, request, USERS.underwriter);
  await page.goto(`/application/pending/${id}`);
  await expect(page).toHaveURL(new RegExp(`/underwriter/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Application of Alex Review' })).toBeVisible();
  // Still signed in: no vendor call answered 403.
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
});
