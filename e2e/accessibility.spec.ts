// Zero WCAG 2.1 A/AA violations (axe) on every built screen, in English and French, and on a phone.
import type { Page } from '@playwright/test';
import { expect, type Locale, login, loginByApi, test, USERS, useLocale } from './fixtures.ts';

const HEADINGS = {
  en: {
    login: 'Sign in',
    changePassword: 'Change password',
    accessibility: 'Accessibility statement',
    dashboard: 'Dashboard',
    notFound: 'Page not found',
    paymentCalculator: 'Payment calculator',
  },
  fr: {
    login: 'Connexion',
    changePassword: 'Changer le mot de passe',
    accessibility: 'Déclaration d’accessibilité',
    dashboard: 'Tableau de bord',
    notFound: 'Page introuvable',
    paymentCalculator: 'Calculateur de paiements',
  },
} as const;

for (const locale of ['en', 'fr'] as Locale[]) {
  const h = HEADINGS[locale];

  test.describe(`axe (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    const publicPages = [
      ['login', '/login', h.login],
      ['change password', '/change-password', h.changePassword],
      ['accessibility statement', '/accessibility-policy', h.accessibility],
    ] as const;
    // One journey per language through each kind of page (decision 059), each page in a step of its own.
    test('public pages', async ({ page, axe }) => {
      test.setTimeout(60_000);
      for (const [name, path, heading] of publicPages) {
        await test.step(`${name} page`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await axe(`${path} (${locale})`);
        });
      }
    });

    const signedInPages = [
      ['dashboard', '/', h.dashboard],
      ['page not found', '/no-such-page', h.notFound],
      ['payment calculator', '/payment-calculator', h.paymentCalculator],
    ] as const;
    test('signed-in pages', async ({ page, request, axe }) => {
      test.setTimeout(60_000);
      await loginByApi(page, request, locale === 'fr' ? USERS.quebec : USERS.external);
      for (const [name, path, heading] of signedInPages) {
        await test.step(`${name} page`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          // The dashboard's widgets arrive with the summary: check them, not a loading state.
          if (path === '/') await expect(page.locator('a[href$="/applications/all"]')).toBeVisible();
          await axe(`${path} (${locale})`);
        });
      }
    });
  });
}

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('login and dashboard fit and pass axe', async ({ page, axe }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe('/login on a phone');

    await login(page, USERS.us);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('a[href$="/applications/all"]')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe('dashboard on a phone');
  });
});

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the phone screen').toBeLessThanOrEqual(0);
}
