// Rate sheets (issue 35, decision 047) in the browser: the lender admin adds a version of a program with another rate
// from tomorrow; the program's page shows it as future; a dealer's calculator today still prices on today's rate. In
// English on a desktop and in French on a phone (375 px, no sideways scroll), axe on each new page.
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, useLocale } from './fixtures.ts';

const TEXT = {
  en: {
    sheets: 'Rate sheets',
    open: (name: string) => `Versions of ${name}`,
    newVersion: 'New version',
    effectiveFrom: 'Effective from',
    rate: 'Rate (%)',
    reason: 'Reason for the change',
    submit: 'Add the version',
    version2: 'Version 2',
    future: 'Future',
    inEffect: 'In effect',
    program: 'Program',
    amount: 'Amount before tax',
  },
  fr: {
    sheets: 'Grilles de taux',
    open: (name: string) => `Versions de ${name}`,
    newVersion: 'Nouvelle version',
    effectiveFrom: 'En vigueur à compter du',
    rate: 'Taux (%)',
    reason: 'Motif du changement',
    submit: 'Ajouter la version',
    version2: 'Version 2',
    future: 'À venir',
    inEffect: 'En vigueur',
    program: 'Programme',
    amount: 'Montant avant taxes',
  },
} as const;

// Each journey adds a version for good (the same day twice is refused): one attempt, one program each.
test.describe.configure({ retries: 0 });

const JOURNEYS = [
  {
    locale: 'en',
    width: 1280,
    programId: 195,
    name: 'Preferred Fixed Rate',
    today: '7.99%',
    next: '6.49',
    nextShown: '6.49%',
  },
  {
    locale: 'fr',
    width: 375,
    programId: 194,
    name: 'Taux fixe standard',
    today: '9,99\u00a0%',
    next: '8.49',
    nextShown: '8,49\u00a0%',
  },
] as const;

/** The day after an ISO day. */
function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function addTomorrowsVersion(
  page: Page,
  locale: Locale,
  journey: (typeof JOURNEYS)[number],
  axe: (label?: string) => Promise<void>,
) {
  const t = TEXT[locale];
  await page.goto('/lender/programs');
  await expect(page.getByRole('heading', { level: 1, name: t.sheets })).toBeVisible();
  const card = page.getByRole('region', { name: journey.name });
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);
  await axe(`rate sheets (${locale})`);
  await card.getByRole('link', { name: t.open(journey.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: journey.name })).toBeVisible();
  await page.getByRole('button', { name: t.newVersion }).click();
  await expectNoHorizontalScroll(page);
  await axe(`a program's new version (${locale})`);
  const date = page.getByLabel(t.effectiveFrom);
  // The form starts from the lender's today: the version takes effect the day after.
  const today = await date.inputValue();
  await date.fill(dayAfter(today));
  await page.getByRole('textbox', { name: t.rate }).fill(journey.next);
  await page.getByRole('textbox', { name: t.reason }).fill('E2E: rate change from tomorrow');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
  const added = page.getByRole('article', { name: t.version2 });
  await expect(added.getByText(t.future, { exact: true })).toBeVisible();
  await expect(added).toContainText(journey.nextShown);
  await expect(
    page.getByRole('article', { name: 'Version 1' }).getByText(t.inEffect, { exact: true }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await axe(`a program's versions (${locale})`);
}

for (const journey of JOURNEYS) {
  test(`the lender admin schedules a rate for tomorrow; a dealer is priced on today’s (${journey.locale}, ${journey.width} px)`, async ({
    page,
    request,
    browser,
    axe,
  }) => {
    // Three pages checked by axe and a dealer's calculator: more than the default half minute on a loaded machine.
    test.setTimeout(120_000);
    const locale: Locale = journey.locale;
    const t = TEXT[locale];
    const viewport = { width: journey.width, height: 900 };
    await page.setViewportSize(viewport);
    await useLocale(page, locale);
    await loginByApi(page, request, 'demo.lender.admin');
    await addTomorrowsVersion(page, locale, journey, axe);

    const dealerContext = await browser.newContext({ viewport });
    const dealer = await dealerContext.newPage();
    await useLocale(dealer, locale);
    await loginByApi(dealer, dealerContext.request, 'demo.external');
    await dealer.goto('/payment-calculator');
    await dealer.getByRole('combobox', { name: t.program }).selectOption(String(journey.programId));
    await dealer.getByRole('textbox', { name: t.amount }).fill('10000');
    const caption = dealer.locator('table caption');
    await expect(caption).toContainText(journey.today);
    await expect(caption).not.toContainText(journey.nextShown);
    await expectNoHorizontalScroll(dealer);
    await dealerContext.close();
  });
}
