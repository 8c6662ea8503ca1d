// The expired-password journey and the password policy of spec §5, in English and French.
import { DEMO_PASSWORD, expect, type Locale, login, test, USERS, useLocale } from './fixtures.ts';

const FORM = {
  en: {
    userName: 'User name',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    policy:
      'Password must be at least 8 characters long, contain a uppercase letter, a lowercase letter, a symbol and a number.',
    mismatch: 'Password mismatch.',
    review: 'Please review the form for errors.',
  },
  fr: {
    userName: 'Nom d’utilisateur',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    policy:
      'Le mot de passe doit contenir au moins 8 caractères, une majuscule, une minuscule, un symbole et un chiffre.',
    mismatch: 'Les mots de passe ne sont pas pareils.',
    review: 'Veuillez corriger les erreurs du formulaire.',
  },
} as const;

// This journey changes demo.expired's password for good: a second attempt could not start again.
test.describe.configure({ retries: 0 });

test('an expired password leads to Change password, then to Login with the new one', async ({ page }) => {
  const t = FORM.en;
  const newPassword = `Renewed-${Date.now().toString(36)}Aa1!`;

  await page.goto('/login');
  await login(page, USERS.expired);
  await expect(page).toHaveURL(/\/change-password/);
  await expect(page.getByText('Your password expired. Please reset the password.')).toBeVisible();

  const userName = page.getByRole('textbox', { name: t.userName });
  if ((await userName.inputValue()) === '') await userName.fill(USERS.expired);
  await expect(userName).toHaveValue(USERS.expired);
  await page.getByRole('textbox', { name: t.current, exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: t.next, exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: t.confirm, exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t.submit, exact: true }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/Your password was changed/).first()).toBeVisible();

  await login(page, USERS.expired, { password: newPassword });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

for (const locale of ['en', 'fr'] as Locale[]) {
  test.describe(`password policy (${locale})`, () => {
    const t = FORM[locale];

    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
      await page.goto('/change-password');
      // Nobody's password is at stake: the form must refuse before it sends anything.
      await page.getByRole('textbox', { name: t.userName }).fill('nobody.e2e');
      await page.getByRole('textbox', { name: t.current, exact: true }).fill('Whatever-1!');
    });

    test('a weak new password shows the policy', async ({ page, axe }) => {
      await page.getByRole('textbox', { name: t.next, exact: true }).fill('short');
      await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('short');
      await page.getByRole('button', { name: t.submit, exact: true }).click();

      await expect(page.getByText(t.policy)).toBeVisible();
      await expect(page.getByText(t.review)).toBeVisible();
      await expect(page).toHaveURL(/\/change-password/);
      await expect(page.getByRole('textbox', { name: t.next, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await axe(`/change-password with errors (${locale})`);
    });

    test('a confirmation that differs shows the mismatch', async ({ page }) => {
      await page.getByRole('textbox', { name: t.next, exact: true }).fill('Valid-pass1!');
      await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('Valid-pass2!');
      await page.getByRole('button', { name: t.submit, exact: true }).click();

      await expect(page.getByText(t.mismatch)).toBeVisible();
      await expect(page.getByText(t.review)).toBeVisible();
      await expect(page).toHaveURL(/\/change-password/);
    });
  });
}
