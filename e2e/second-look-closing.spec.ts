// Issue 25: a deal the second-look partner approved, closed to the end: from the lender's Not Approved result through
// the second look (the dealer's Yes), the partner's approval, the assets and the partner's own programs, the customer's
// signature in person, the package, to the lender's funding review, which shows whose deal it is, and the funding.
// English on a desktop, French on a 375 px phone; axe on each screen the journey adds.
import type { APIRequestContext, Browser } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  DECISION_TEXT,
  expectNoHorizontalScroll,
  submitAndLand,
  submitApplication,
} from './decision-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  loginByApi,
  test,
  USERS,
  useLocale,
} from './fixtures.ts';
import { signInPerson } from './signing-helpers.ts';

test.describe.configure({ timeout: 300_000 });

const TEXT = {
  en: {
    submit: 'Submit for a second look',
    approved: 'Approved on second look',
    nonDeferred: 'Non-deferred',
    partnerProgram: 'Second Look Fixed Rate',
    lenderProgram: 'Standard Fixed Rate',
    badge: 'Second look — Northbridge',
    fundingTitle: 'Funding review',
    fund: 'Fund the loan',
    fundingDate: 'Funding date',
    funded: /was funded on/,
  },
  fr: {
    submit: 'Soumettre pour un second regard',
    approved: 'Approuvée au second regard',
    nonDeferred: 'Sans report',
    partnerProgram: 'Second regard, taux fixe',
    lenderProgram: 'Taux fixe standard',
    badge: 'Second regard — Northbridge',
    fundingTitle: 'Revue du financement',
    fund: 'Financer le prêt',
    fundingDate: 'Date de financement',
    funded: /a été financé le/,
  },
} as const satisfies Record<Locale, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc
    .addPage([612, 792])
    .drawText(text, { x: 72, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** The asset and the partner's program, as the assets and program screens save them. */
async function assetAndPartnerProgram(request: APIRequestContext, token: string, id: string) {
  const headers = { Authorization: token };
  const asset = await request.get(
    `/api/application/add-asset/${id}?assetName=&assetTypeId=1&assetSubTypeId=3&quantity=1&serialNumber=HP-1&retailCost=5000`,
    { headers },
  );
  expect(asset.ok(), await asset.text()).toBe(true);
  const today = new Date();
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const saved = await request.get(
    `/api/application/save-program/${id}?programId=301&termId=3&leaseDate=${pad(next.getMonth() + 1)}/01/${next.getFullYear()}&installationDate=${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}&certificateMethod=paper`,
    { headers },
  );
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The certificate on paper, the three required documents and the package sent, through the dealer's calls. */
async function packageSent(request: APIRequestContext, token: string, id: string) {
  const headers = { Authorization: token };
  const certificate = await request.post(`/api/get-completion-certificate/${id}`, {
    headers,
    data: {
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method: 'paper',
    },
  });
  expect(certificate.ok(), await certificate.text()).toBe(true);
  for (const uploadType of ['billOfSale', 'voidCheque', 'warrantyInfo']) {
    const target = await request.post(`/doc-api/applications/upload-to-s3/${id}`, {
      headers,
      data: { uploadType, fileName: `${uploadType}.pdf`, contentType: 'application/pdf' },
    });
    const { url, headers: putHeaders } = (await target.json()) as {
      url: string;
      headers: Record<string, string>;
    };
    const put = await request.put(url, { headers: putHeaders, data: await onePagePdf(uploadType) });
    expect(put.ok(), await put.text()).toBe(true);
  }
  const checks = await request.get(`/doc-api/applications/funding-checks/${id}`, { headers });
  const { financedAmount } = (await checks.json()) as { financedAmount: number };
  const sent = await request.get(
    `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=${financedAmount.toFixed(2)}`,
    { headers },
  );
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** The lender sees the partner's deal as such in its funding queue and review, and funds it. */
async function lenderFunds(browser: Browser, request: APIRequestContext, locale: Locale, id: string) {
  const t = TEXT[locale];
  const context = await browser.newContext({ locale: locale === 'fr' ? 'fr-CA' : 'en-CA' });
  const page = await context.newPage();
  await useLocale(page, locale);
  const { authToken } = await loginByApi(page, request, USERS.underwriter);
  await page.goto('/underwriter/funding');
  await expect(page.getByRole('heading', { level: 1, name: t.fundingTitle })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/underwriter/funding/${id}"]`) });
  await expect(row.getByText(t.badge)).toBeVisible();
  await expectNoAxeViolations(page, `the funding queue with a partner's deal (${locale})`);
  await page.locator(`a[href="/underwriter/funding/${id}"]`).click();
  await expect(page.getByText(t.badge)).toBeVisible();
  const item = await request.get(`/api/underwriter/funding/${id}`, { headers: { Authorization: authToken } });
  const { Item } = (await item.json()) as { Item: { earliestFundingDate: string; creditor: string } };
  expect(Item.creditor).toBe('partner');
  await page.getByRole('radio', { name: t.fund }).check();
  const date = page.getByLabel(t.fundingDate);
  await date.fill(Item.earliestFundingDate);
  await date.press('Enter');
  await expect(page.getByText(t.funded)).toBeVisible();
  await context.close();
}

for (const [locale, phone] of [
  ['en', false],
  ['fr', true],
] as const) {
  test.describe(`${locale}, ${phone ? 'phone' : 'desktop'}`, () => {
    if (phone) test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test(`Not Approved → second look → the partner's approval → its program → signed → funded (${locale})`, async ({
      page,
      request,
      browser,
      axe,
    }) => {
      const t = TEXT[locale];
      const d = DECISION_TEXT[locale];
      await useLocale(page, locale);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const id = await submitApplication(request, authToken, { lastName: 'Secondlook', amount: '8,000.00' });
      await submitAndLand(page, id, '/application/not-approved', d.notApproved);
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByRole('dialog', { name: d.confirmTitle }).getByRole('button', { name: d.yes }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.approved })).toBeVisible({
        timeout: 30_000,
      });

      // Generate documents leads to the closing steps; the program screen offers the partner's programs alone.
      await page.getByRole('link', { name: d.generateDocuments }).click();
      await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
      await assetAndPartnerProgram(request, authToken, id);
      await page.goto(`/financing-program/${id}`);
      await page.getByRole('button', { name: t.nonDeferred, exact: true }).click();
      await expect(page.getByText(t.partnerProgram).first()).toBeVisible();
      await expect(page.getByText(t.lenderProgram)).toHaveCount(0);
      if (phone) await expectNoHorizontalScroll(page);
      await axe(`the program screen of a partner's deal (${locale})`);

      await signInPerson(page, locale, id);
      await packageSent(request, authToken, id);
      await lenderFunds(browser, request, locale, id);
      const status = await request.get(`/api/application/status/${id}`, {
        headers: { Authorization: authToken },
      });
      expect(((await status.json()) as { status: string }).status).toBe('Booked');
    });
  });
}
