// Zero WCAG 2.1 A/AA violations (axe) on every step of the wizard and the co-borrower flow, in English and
// French, for a vendor in Ontario and (on the screens that differ) in Quebec, with errors shown, and on a phone (375×812).
import type { Page } from '@playwright/test';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { createApplication, expectStep, WIZARD_TEXT } from './wizard-helpers.ts';

test.describe.configure({ timeout: 120_000 });

type Screen = keyof typeof STEP_PATHS;

const STEP_PATHS = {
  step1: '/application/1/',
  step2: '/application/2/',
  step3_1: '/application/3-1/',
  step3_2: '/application/3-2/',
  step3_3: '/application/3-3/',
  step4: '/application/4/',
  co0: '/application/coborrower/0/',
  co1: '/application/coborrower/1/',
  co2: '/application/coborrower/2/',
  co3: '/application/coborrower/3/',
} as const;

const SCREENS = Object.keys(STEP_PATHS) as Screen[];

/**
 * The screens a Quebec vendor sees differently (decision 059): step 1's progress ("not used for Quebec vendors"),
 * step 2's notice, 3.1's Quebec section, step 4's region and the co-applicant's Quebec notice. The others are the same
 * components as an Ontario vendor's, checked in both languages by the Ontario run.
 */
const QUEBEC_SCREENS: readonly Screen[] = ['step1', 'step2', 'step3_1', 'step4', 'co0'];

async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the phone screen`).toBeLessThanOrEqual(0);
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const t = WIZARD_TEXT[locale];
  for (const vendor of ['external', 'quebec'] as const) {
    test(`every wizard step passes axe (${locale}, ${vendor} vendor)`, async ({ page, request, axe }) => {
      await useLocale(page, locale);
      const { authToken } = await loginByApi(page, request, USERS[vendor]);
      const id = await createApplication(request, authToken, { region: vendor === 'quebec' ? 'QC' : 'ON' });
      for (const screen of vendor === 'quebec' ? QUEBEC_SCREENS : SCREENS) {
        await test.step(screen, async () => {
          await page.goto(`${STEP_PATHS[screen]}${id}`);
          await expectStep(page, t[screen]);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await axe(`${screen} (${locale}, ${vendor})`);
        });
      }

      if (vendor === 'external')
        await test.step('a new application, errors shown', async () => {
          await page.goto('/application/1/new');
          await expectStep(page, t.step1);
          await page.getByRole('button', { name: t.next }).click();
          await expect(page.getByRole('alert')).toHaveText(t.reviewForm);
          await axe(`step 1 with errors (${locale}, ${vendor})`);
        });

      await test.step('step 3.1 with errors', async () => {
        await page.goto(`/application/3-1/${id}`);
        await expectStep(page, t.step3_1);
        await page.getByLabel(t.firstName, { exact: true }).fill('');
        await page.getByLabel(t.email, { exact: true }).fill('not-an-email');
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('alert')).toHaveText(t.reviewForm);
        await axe(`step 3.1 with errors (${locale}, ${vendor})`);
      });
    });
  }

  test(`a refused submit’s errors on the review pass axe (${locale})`, async ({ page, request, axe }) => {
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const created = await request.post('/api/applications/save', {
      headers: { Authorization: authToken },
      data: {
        id: 'new',
        step: '1',
        mode: 'next',
        creditReleaseObtained: 'Yes',
        amount: '900',
        applicationType: 'Rental',
        description: 'Water heater',
      },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/application/4/${id}`);
    await expectStep(page, t.step4);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(t.reviewForm);
    await expect(page.getByText(t.required).first()).toBeVisible();
    await axe(`step 4 with submit errors (${locale})`);
  });
}

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('every wizard step fits the screen and passes axe', async ({ page, request, axe }) => {
    const { authToken } = await loginByApi(page, request, USERS.us);
    const id = await createApplication(request, authToken, { region: 'NY' });
    for (const screen of SCREENS) {
      await test.step(screen, async () => {
        await page.goto(`${STEP_PATHS[screen]}${id}`);
        await expectStep(page, WIZARD_TEXT.en[screen]);
        await expectNoHorizontalScroll(page, screen);
        await axe(`${screen} on a phone`);
      });
    }
  });
});
