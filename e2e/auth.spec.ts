// Sign in, a wrong password, sign out, and an expired session that sends the user back where they were.
import { expect, login, loginByApi, STORAGE_KEYS, test, USERS } from './fixtures.ts';

test('signing in opens the dashboard with the vendor in the header', async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.external);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const vendor = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { name?: string } | null,
    STORAGE_KEYS.vendor,
  );
  expect(vendor?.name, 'the login stores the vendor').toBeTruthy();
  await expect(page.getByRole('banner')).toContainText(String(vendor?.name));
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
});

test('a wrong password is refused with a message and stays on Login', async ({ page, axe }) => {
  await page.goto('/login');
  await login(page, USERS.us, { password: 'Wrong-pass1!' });

  await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await axe('/login with a sign-in error');
});

test('logging out returns to Login and protected pages then ask to sign in', async ({ page, request }) => {
  await loginByApi(page, request, USERS.internal);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token, 'logout clears the stored token').toBeNull();

  await page.goto('/applications/all');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('an expired session goes to Login with a redirect, then back to the page', async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.internal);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The server no longer knows the token, and the last check is older than the 2 minutes of spec §4.
  await page.evaluate(
    ({ keys, checkedAt }) => {
      window.localStorage.setItem(keys.token, 'bogus-token-from-e2e');
      window.localStorage.setItem(keys.lastTokenCheck, String(checkedAt));
    },
    { keys: STORAGE_KEYS, checkedAt: Date.now() - 10 * 60_000 },
  );
  await page.goto('/applications/all');

  await expect(page).toHaveURL(/\/login\?(.*&)?redirect=%2Fapplications%2Fall/);
  await expect(page.getByText('Your session has expired. Please log back in.')).toBeVisible();

  await login(page, USERS.internal);
  await expect(page).toHaveURL(/\/applications\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});
