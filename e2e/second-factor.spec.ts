// The second factor (issue 36, decision 053), on the server that requires it (playwright.config.ts's second server, a
// database of its own, browsed at localhost: a passkey's relying party cannot be an address). The lender's admin is
// made to enrol and adds a passkey (Chromium's virtual authenticator), then signs in with it alone and as the second
// step; a vendor admin, in French on a phone, enrols an authenticator app, signs in with its code, then with a
// recovery code, and finds both in Settings. axe on every new screen.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, type Locale, pictureIfAsked, TEXT, test, useLocale } from './fixtures.ts';

const base = `http://localhost:${process.env.E2E_SECOND_FACTOR_PORT ?? 3108}`;

const WORDS = {
  en: {
    enrolTitle: 'Add a second way to sign in',
    stepTitle: 'Confirm it’s you',
    addPasskey: 'Add a passkey',
    usePasskey: 'Use your passkey',
    passkeyAlone: 'Sign in with a passkey',
    useApp: 'Use an authenticator app',
    code: 'Code from your authenticator app',
    recoveryCode: 'Recovery code',
    useRecovery: 'Use a recovery code instead',
    confirm: 'Confirm',
    confirmApp: 'Confirm the app',
    codesTitle: 'Your recovery codes',
    kept: 'I have saved these codes somewhere safe',
    continue: 'Continue',
    dashboard: 'Dashboard',
    security: 'Sign-in security',
    codesLeft: /^9 recovery codes left\.$/,
  },
  fr: {
    enrolTitle: 'Ajoutez une deuxième façon de vous connecter',
    stepTitle: 'Confirmez votre identité',
    addPasskey: 'Ajouter une clé d’accès',
    usePasskey: 'Utiliser votre clé d’accès',
    passkeyAlone: 'Se connecter avec une clé d’accès',
    useApp: 'Utiliser une application d’authentification',
    code: 'Code de votre application d’authentification',
    recoveryCode: 'Code de récupération',
    useRecovery: 'Utiliser plutôt un code de récupération',
    confirm: 'Confirmer',
    confirmApp: 'Confirmer l’application',
    codesTitle: 'Vos codes de récupération',
    kept: 'J’ai gardé ces codes en lieu sûr',
    continue: 'Continuer',
    dashboard: 'Tableau de bord',
    security: 'Sécurité de la connexion',
    codesLeft: /^9\s+codes de récupération restants\.$/,
  },
} as const;

async function signInWithPassword(page: Page, user: string, locale: Locale) {
  const t = TEXT[locale];
  await page.goto(`${base}/login`);
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  await page.getByRole('textbox', { name: t.userName }).fill(user);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

async function signOut(page: Page, locale: Locale) {
  await page.goto(`${base}/logout`);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].loginTitle })).toBeVisible();
}

/** Chromium's own authenticator on this page: a platform passkey that verifies its user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Reads the codes shown once, then goes on into the portal. */
async function keepRecoveryCodes(page: Page, locale: Locale, axe: (label?: string) => Promise<void>) {
  const w = WORDS[locale];
  const list = page.getByRole('list', { name: w.codesTitle });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await axe(`recovery codes (${locale})`);
  await expect(page.getByRole('button', { name: w.continue })).toBeDisabled();
  await page.getByRole('checkbox', { name: w.kept }).check();
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
  return codes;
}

test("the lender's admin is made to enrol, adds a passkey, then signs in with it alone and as the second step", async ({
  page,
  axe,
}) => {
  const w = WORDS.en;
  await useLocale(page, 'en');
  await addVirtualAuthenticator(page);
  await signInWithPassword(page, 'demo.lender.admin', 'en');
  await expect(page.getByRole('heading', { level: 1, name: w.enrolTitle })).toBeVisible();
  await axe('enrolment (en)');
  await page.getByRole('textbox', { name: /Name of the passkey/ }).fill('Office laptop');
  await page.getByRole('button', { name: w.addPasskey }).click();
  await keepRecoveryCodes(page, 'en', axe);

  // A passkey alone: no password.
  await signOut(page, 'en');
  await page.getByRole('button', { name: w.passkeyAlone }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();

  // The password, then the passkey as the second step.
  await signOut(page, 'en');
  await signInWithPassword(page, 'demo.lender.admin', 'en');
  await expect(page.getByRole('heading', { level: 1, name: w.stepTitle })).toBeVisible();
  await axe('second step (en)');
  await pictureIfAsked(page, 'second-step-en');
  await page.getByRole('button', { name: w.usePasskey }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a vendor admin enrols an authenticator app in French, signs in with its code, then with a recovery code', async ({
    page,
    axe,
  }) => {
    const w = WORDS.fr;
    await useLocale(page, 'fr');
    await signInWithPassword(page, 'demo.admin', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: w.enrolTitle })).toBeVisible();
    await page.getByRole('button', { name: w.useApp }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await expect(page.getByRole('img', { name: /Code QR/ })).toBeVisible();
    await axe('authenticator app (fr)');
    await pictureIfAsked(page, 'second-factor-app-fr-375');
    const now = Date.now();
    await page.getByRole('textbox', { name: w.code }).fill(totp.generate({ timestamp: now }));
    await page.getByRole('button', { name: w.confirmApp }).click();
    const codes = await keepRecoveryCodes(page, 'fr', axe);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A code of a later step: the one just used cannot serve twice (the next step's while it is not yet due, else
    // the current one's, on a slow machine).
    await signOut(page, 'fr');
    await signInWithPassword(page, 'demo.admin', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: w.stepTitle })).toBeVisible();
    const later = Math.max(Date.now(), now + 30_000);
    await page.getByRole('textbox', { name: w.code }).fill(totp.generate({ timestamp: later }));
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();

    // A recovery code, once.
    await signOut(page, 'fr');
    await signInWithPassword(page, 'demo.admin', 'fr');
    await page.getByRole('button', { name: w.useRecovery }).click();
    await page.getByRole('textbox', { name: w.recoveryCode }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();

    await page.goto(`${base}/settings`);
    const section = page.getByRole('region', { name: w.security });
    await expect(section.getByRole('cell', { name: /^Application d’authentification/ })).toBeVisible();
    await expect(section.getByText(w.codesLeft)).toBeVisible();
    await axe('Settings, sign-in security (fr)');
    await pictureIfAsked(page, 'second-factor-settings-fr-375');
  });
});
