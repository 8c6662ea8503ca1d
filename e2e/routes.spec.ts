// Route rules of spec §2: which pages are open to all, and the redirects between routes.
import { expect, loginByApi, test, USERS } from './fixtures.ts';

test('Change password and the accessibility statement are open without signing in', async ({ page }) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  await page.goto('/accessibility-policy');
  await expect(page).toHaveURL(/\/accessibility-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
});

test('/auth and a protected page send a signed-out user to Login', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('/applications opens the list of all applications', async ({ page, request }) => {
  await loginByApi(page, request, USERS.internal);
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/applications\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
