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

test('/applications opens the list of all applications, the query string going along', async ({
  page,
  request,
}) => {
  await loginByApi(page, request, USERS.internal);
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/applications\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All' })).toBeVisible();
  await expect(page.getByText('Not available yet', { exact: true })).toHaveCount(0);

  await page.goto('/applications?q=brown');
  await expect(page).toHaveURL(/\/applications\/all\?q=brown$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('brown');
});

test('an unknown list falls back to the list of all applications', async ({ page, request }) => {
  await loginByApi(page, request, USERS.internal);
  await page.goto('/applications/no-such-group');
  await expect(page).toHaveURL(/\/applications\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All' })).toBeVisible();
});

test('an action on an application that is not the vendor’s is refused, with a way back', async ({
  page,
  request,
}) => {
  await loginByApi(page, request, USERS.internal);
  await page.goto('/application/delete/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/applications\/all$/);
});
