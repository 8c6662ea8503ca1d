// Reports (issue 37), EN on a desktop and FR at 375 px: the demo dealership's admin opens Reports from the navigation,
// changes the range (in the URL), reads the funnel's table and downloads its CSV; the lender's admin filters by
// dealer and reads the demo deals' funnel. Axe clean, and no sideways scroll at 375 px. Runs against the real API
// (GET /api/reports and its export).
import { readFile } from 'node:fs/promises';
import { expectNoHorizontalScroll } from './decision-helpers.ts';
import { expect, expectNoAxeViolations, type Locale, loginByApi, test, useLocale } from './fixtures.ts';

const TEXT = {
  en: {
    nav: 'Reports',
    title: 'Reports',
    range: 'Date range',
    thisYear: 'This year',
    funnel: /Deals at each step of the pipeline/,
    started: 'Started',
    download: 'Download CSV: Pipeline',
    header: 'Step,Count,Conversion',
    csvStarted: 'Started',
    dealer: 'Dealer',
    byDealer: 'By dealer',
    oneDealer: "One dealer's deals.",
  },
  fr: {
    nav: 'Rapports',
    title: 'Rapports',
    range: 'Période',
    thisYear: 'Cette année',
    funnel: /Demandes à chaque étape du parcours/,
    started: 'Commencées',
    download: 'Télécharger le CSV\u00a0: Parcours',
    header: 'Étape,Nombre,Conversion',
    csvStarted: 'Commencé',
    dealer: 'Marchand',
    byDealer: 'Par marchand',
    oneDealer: 'Les demandes d’un marchand.',
  },
} as const;

const viewport = (locale: Locale) =>
  locale === 'fr' ? { width: 375, height: 800 } : { width: 1280, height: 900 };

for (const locale of ['en', 'fr'] as const satisfies readonly Locale[]) {
  test(`a dealership's admin reads the pipeline and downloads its CSV (${locale})`, async ({
    page,
    request,
  }) => {
    const t = TEXT[locale];
    await page.setViewportSize(viewport(locale));
    await useLocale(page, locale);
    await loginByApi(page, request, 'demo.admin');
    await page.goto('/');
    await page.getByRole('link', { name: t.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await page.getByRole('combobox', { name: t.range }).selectOption({ label: t.thisYear });
    await expect(page).toHaveURL(/[?&]range=thisYear/);
    const funnel = page.getByRole('table', { name: t.funnel });
    await expect(funnel).toBeVisible();
    const started = funnel.getByRole('row', { name: new RegExp(`^${t.started}`) });
    await expect(started).toContainText(/\d/);
    await expectNoAxeViolations(page, `reports (${locale})`);
    await expectNoHorizontalScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-funnel_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/);
    expect(lines[0]).toBe(t.header);
    expect(lines[1]).toMatch(new RegExp(`^${t.csvStarted}[^,]*,\\d+,`));
  });
}

test("the lender's admin filters the report by dealer (fr, 375 px)", async ({ page, request }) => {
  const t = TEXT.fr;
  await page.setViewportSize(viewport('fr'));
  await useLocale(page, 'fr');
  await loginByApi(page, request, 'demo.lender.admin');
  // The last 90 days hold every seeded demo deal (created 1 to 8 days before the seed), whatever today's date.
  await page.goto('/reports?range=last90Days');
  await expect(page.getByRole('heading', { name: t.byDealer })).toBeVisible();
  const dealer = page.getByRole('combobox', { name: t.dealer });
  await dealer.fill('Maple');
  await page.getByRole('option', { name: /Maple Comfort Heating/ }).click();
  await expect(page).toHaveURL(/[?&]dealerId=\d+/);
  await expect(page.getByText(t.oneDealer)).toBeVisible();
  // The demo deals carry their facts: the funnel goes past "started" (at least the demo's 6 submitted and 1 funded;
  // the journeys before this one add their own deals to the same dealer).
  const funnel = page.getByRole('table', { name: t.funnel });
  await expect(funnel.getByRole('row', { name: /^Soumises/ })).toHaveText(/^Soumises([6-9]|\d{2,})/);
  await expect(funnel.getByRole('row', { name: /^Financées/ })).toHaveText(/^Financées[1-9]/);
  await expectNoAxeViolations(page, 'reports by dealer (fr)');
  await expectNoHorizontalScroll(page);
});
