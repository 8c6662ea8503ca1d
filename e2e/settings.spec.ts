// Settings (issue 27) in the browser: a vendor admin adds a salesperson, who signs in with the one-time password and
// must choose their own; the page in English and French, on a phone, and axe on each.
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  type Locale,
  login,
  loginByApi,
  pictureIfAsked,
  test,
  useLocale,
} from './fixtures.ts';

const ADMIN = 'demo.admin';

const TEXT = {
  en: {
    title: 'Settings',
    language: 'Language',
    password: 'Password',
    users: "Your dealership's users",
    add: 'Add a salesperson',
    userName: 'User name',
    name: 'Name',
    email: 'E-mail',
    submit: 'Add the salesperson',
  },
  fr: {
    title: 'Paramètres',
    language: 'Langue',
    password: 'Mot de passe',
    users: 'Les utilisateurs de votre concession',
    add: 'Ajouter un vendeur',
    userName: 'Nom d’utilisateur',
    name: 'Nom',
    email: 'Courriel',
    submit: 'Ajouter le vendeur',
  },
} as const;

// The journey adds a user for good: a second attempt would start from another state.
test.describe.configure({ retries: 0 });

async function openSettings(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.users })).toBeVisible();
  // The list has arrived: check it, not a loading state.
  await expect(page.locator('li.vendor-user').first()).toBeVisible();
}

/** Adds a salesperson through the form; answers the one-time password the dialog showed. */
async function addSalesperson(page: Page, locale: Locale, userName: string, name: string) {
  const t = TEXT[locale];
  const form = page.getByRole('form', { name: t.add });
  await form.getByRole('textbox', { name: t.userName }).fill(userName);
  await form.getByRole('textbox', { name: t.name, exact: true }).fill(name);
  await form.getByRole('textbox', { name: t.email }).fill(`${userName}@example.com`);
  await form.getByRole('button', { name: t.submit }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const password = await dialog.locator('[data-one-time-password]').inputValue();
  expect(password.length).toBeGreaterThan(8);
  return { dialog, password };
}

test('a vendor admin adds a salesperson, who signs in with the one-time password and must change it', async ({
  page,
  request,
  axe,
}) => {
  // Two sign-ins, a password change (argon2 twice) and three axe runs: past 30 s on a busy machine, and not retried.
  test.slow();
  await loginByApi(page, request, ADMIN);
  await openSettings(page, 'en');
  const userName = `sales.${Date.now().toString(36)}`;
  const { dialog, password } = await addSalesperson(page, 'en', userName, 'Riley Stone');
  await expect(dialog.getByRole('heading', { name: 'One-time password for Riley Stone' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy the password' })).toBeVisible();
  await axe('settings: the one-time password');
  await dialog.getByRole('button', { name: 'I gave the password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Shown once: nowhere on the page any more; the new user is in the list, to change the password.
  await expect(page.locator(`input[value="${password}"]`)).toHaveCount(0);
  const card = page.locator(`li[data-user-name="${userName}"]`);
  await expect(card.getByText('Must change the password')).toBeVisible();

  await page.getByRole('link', { name: 'Log out' }).click();
  await login(page, userName, { password });
  await expect(page).toHaveURL(/\/change-password/);
  const chosen = `Riley-${Date.now().toString(36)}Aa1!`;
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(chosen);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, userName, { password: chosen });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('asks before disabling a user, and keyboard alone reaches every action', async ({ page, request }) => {
  await loginByApi(page, request, ADMIN);
  await openSettings(page, 'en');
  const card = page.locator('li[data-user-name="demo.external"]');
  const disable = card.getByRole('button', { name: 'Disable' });
  await disable.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(/^Disable Alex Martin\?/)).toBeVisible();
  // No is the safe default and has the focus: Enter answers No, nothing changes.
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0);
});

test('a disabled salesperson is told so at sign-in, in French too', async ({ page, request }) => {
  const { authToken } = await loginByApi(page, request, ADMIN);
  const userName = `off.${Date.now().toString(36)}`;
  const added = await request.post('/api/vendor/users', {
    headers: { authorization: authToken },
    data: { userName, displayName: 'Sam Off', email: `${userName}@example.com` },
  });
  expect(added.ok()).toBe(true);
  await openSettings(page, 'en');
  const card = page.locator(`li[data-user-name="${userName}"]`);
  await card.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enable' })).toBeVisible();

  await page.getByRole('link', { name: 'Log out' }).click();
  const { password } = (await added.json()) as { password: string };
  await page.goto('/login?l=fr');
  await login(page, userName, { password, locale: 'fr' });
  await expect(
    page.getByText(
      'Ce compte est désactivé. Demandez à l’administrateur de votre concession de le réactiver.',
    ),
  ).toBeVisible();
});

for (const locale of ['en', 'fr'] as Locale[]) {
  test(`Settings in ${locale}: its sections, and axe`, async ({ page, request, axe }) => {
    const t = TEXT[locale];
    await useLocale(page, locale);
    await loginByApi(page, request, locale === 'fr' ? 'demo.quebec.admin' : ADMIN);
    await openSettings(page, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const heading of [t.language, t.password])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await axe(`/settings (${locale})`);
    await pictureIfAsked(page, `settings-${locale}`);
  });
}

test('a salesperson sees no users section; choosing French saves it and switches the app', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, 'demo.internal');
  // From English, whatever an earlier attempt saved (a retry, a repeat).
  const reset = await request.post('/api/users/settings', {
    headers: { authorization: authToken },
    data: { language: 'en' },
  });
  expect(reset.ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.en.users })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const token = await page.evaluate(() => window.localStorage.getItem('authUserToken'));
  const saved = await request.get('/api/users/settings', { headers: { authorization: token ?? '' } });
  expect(await saved.json()).toEqual({ language: 'fr' });
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('Settings fits a phone and passes axe', async ({ page, request, axe }) => {
    await loginByApi(page, request, 'demo.us.admin');
    await openSettings(page, 'en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page is wider than the phone screen').toBeLessThanOrEqual(0);
    await axe('/settings on a phone');
    await pictureIfAsked(page, 'settings-375');
  });
});

// The demo password is the admins' too (README's demo users).
test('the demo admin signs in with the demo password', async ({ page }) => {
  await login(page, ADMIN, { password: DEMO_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
});
