// What the dealer is paid (issue 35), EN on a desktop and FR at 375 px: a deal signed in person and submitted through
// the API; before booking, the funder's review shows the statement the booking will write; booked by the funder
// through the API; the dealership's admin sees the stored statement on the deal's timeline (from the list's row),
// opens the period's funding statements and downloads the CSV in their language. Axe clean on each new screen.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectNoHorizontalScroll, fact } from './decision-helpers.ts';
import { expect, expectNoAxeViolations, type Locale, loginByApi, test, useLocale } from './fixtures.ts';
import { fundByApi, ready, submitPackageByApi } from './funding-helpers.ts';
import { signableApplication, signContract } from './signing-helpers.ts';

const ADMIN = 'demo.admin';
const FUNDER = 'demo.funder';

const TEXT = {
  en: {
    preview: 'Funding statement on booking',
    statement: 'Funding statement',
    paid: 'Paid to the dealer',
    financed: 'Financed amount',
    fee: 'Dealer fee (0.000%)',
    zero: '$0.00',
    all: 'All funding statements',
    title: 'Funding statements',
    download: 'Download CSV',
    header: 'Reference,Booked on,Funding date,Program,Financed amount,Dealer fee %,Dealer fee,Paid to dealer',
    nav: 'Funding statements',
  },
  fr: {
    preview: 'Relevé de financement à la comptabilisation',
    statement: 'Relevé de financement',
    paid: 'Versé au marchand',
    financed: 'Montant financé',
    fee: 'Frais du marchand (0,000\u00a0%)',
    zero: '0.00\u00a0$',
    all: 'Tous les relevés de financement',
    title: 'Relevés de financement',
    download: 'Télécharger le CSV',
    header:
      'Référence,Comptabilisée le,Date de financement,Programme,Montant financé,Frais du marchand\u00a0%,Frais du marchand,Versé au marchand',
    nav: 'Relevés de financement',
  },
} as const;

async function tokenOf(request: APIRequestContext, userName: string) {
  const res = await request.post('/api/users/login', { data: { userName, password: 'Demo-pass1!' } });
  return ((await res.json()) as { authToken: string }).authToken;
}

/** The funder's review of the package: the statement the booking will write, axe clean. */
async function funderSeesPreview(browser: Browser, request: APIRequestContext, id: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, request, FUNDER);
  await page.goto(`/underwriter/funding/${id}`);
  const section = page.getByRole('region', { name: TEXT.en.preview });
  await expect(section).toBeVisible();
  await expect(section.locator('dd').last()).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expectNoAxeViolations(page, 'funding review with the statement preview');
  await context.close();
}

for (const locale of ['en', 'fr'] as const satisfies readonly Locale[]) {
  test(`the dealer's admin reads what the dealer is paid and downloads the CSV (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[locale];
    if (locale === 'fr') await page.setViewportSize({ width: 375, height: 800 });
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, ADMIN);
    const id = await ready(() => signableApplication(request, authToken));
    await signContract(request, authToken, id, locale);
    await submitPackageByApi(request, authToken, id);
    if (locale === 'en') await funderSeesPreview(browser, request, id);
    await fundByApi(request, await tokenOf(request, FUNDER), id);

    // From the list's row to the deal's timeline: the stored statement, a standard program's (no dealer fee).
    await page.goto('/applications/all');
    await page.locator(`a[href="/applications/timeline/${id}"]`).first().click();
    const panel = page.getByRole('region', { name: t.statement, exact: true });
    await expect(panel).toBeVisible();
    const financed = (await fact(page, t.financed).innerText()).trim();
    expect(financed).toMatch(/\d/);
    await expect(fact(page, t.fee)).toHaveText(t.zero);
    await expect(fact(page, t.paid)).toHaveText(financed);
    await expectNoAxeViolations(page, `timeline with the funding statement (${locale})`);
    await expectNoHorizontalScroll(page);

    // The period's statements (this month, the default), then the CSV in the reader's language.
    await panel.getByRole('link', { name: t.all }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const stored = await request.get(`/api/funding/statements/${id}`, {
      headers: { Authorization: authToken },
    });
    const { reference } = (await stored.json()) as { reference: string };
    await expect(page.getByRole('link', { name: reference, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `funding statements (${locale})`);
    await expectNoHorizontalScroll(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^funding-statements_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(t.header);
    expect(lines.some((line) => line.startsWith(`${reference},`))).toBe(true);

    // The nav has the page for the dealership's admin.
    if (locale === 'en') await expect(page.getByRole('link', { name: t.nav, exact: true })).toBeVisible();
  });
}
