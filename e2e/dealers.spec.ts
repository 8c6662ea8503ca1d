// The lender's Dealers console (issue 35), in English on a desktop and in French on a 375 px phone: the lender admin
// onboards a dealership and copies its first admin's one-time password; that admin signs in with it and must choose
// a password; the lender admin suspends the dealership and its page's history shows why. Axe on each new page.
import { expect, type Locale, login, loginByApi, test, useLocale } from './fixtures.ts';

const WORDS = {
  en: {
    dealers: 'Dealers',
    onboard: 'Onboard a dealership',
    dealership: 'Dealership',
    contact: 'Contact',
    admin: 'First vendor admin',
    name: 'Name',
    legalName: 'Legal name',
    province: 'Province or state',
    contactName: 'Contact name',
    contactEmail: 'Contact e-mail',
    contactPhone: 'Contact phone',
    userName: 'User name',
    email: 'E-mail',
    submit: 'Onboard',
    copy: 'Copy the password',
    copied: 'Copied',
    done: 'Done',
    tabs: 'Dealership sections',
    statusTab: 'Status',
    historyTab: 'History',
    usersTab: 'Users',
    usersOf: (name: string) => `Users of ${name}`,
    resetFor: (name: string) => `Reset the sign-in factors of ${name}`,
    resetDone: (name: string) => `The sign-in factors of ${name} are reset.`,
    resetConfirm: 'Reset',
    resetPasswordFor: (name: string) => `Reset the password of ${name}`,
    passwordDone: (name: string) => `The password of ${name} is reset`,
    noFactor: 'Sign-in factors: None',
    reason: 'Reason',
    suspend: 'Suspend the dealership',
    yes: 'Yes',
    suspendedBadge: 'Suspended',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    change: 'Change password',
    dashboard: 'Dashboard',
  },
  fr: {
    dealers: 'Marchands',
    onboard: 'Ajouter un marchand',
    dealership: 'Marchand',
    contact: 'Personne-ressource',
    admin: 'Premier administrateur du marchand',
    name: 'Nom',
    legalName: 'Raison sociale',
    province: 'Province ou État',
    contactName: 'Nom de la personne-ressource',
    contactEmail: 'Courriel de la personne-ressource',
    contactPhone: 'Téléphone de la personne-ressource',
    userName: 'Nom d’utilisateur',
    email: 'Courriel',
    submit: 'Ajouter',
    copy: 'Copier le mot de passe',
    copied: 'Copié',
    done: 'Terminé',
    tabs: 'Sections du marchand',
    statusTab: 'Statut',
    historyTab: 'Historique',
    usersTab: 'Utilisateurs',
    usersOf: (name: string) => `Utilisateurs de ${name}`,
    resetFor: (name: string) => `Réinitialiser les facteurs de connexion de ${name}`,
    resetDone: (name: string) => `Les facteurs de connexion de ${name} sont réinitialisés.`,
    resetConfirm: 'Réinitialiser',
    resetPasswordFor: (name: string) => `Réinitialiser le mot de passe de ${name}`,
    passwordDone: (name: string) => `Le mot de passe de ${name} est réinitialisé`,
    noFactor: 'Facteurs de connexion\u00a0: Aucun',
    reason: 'Motif',
    suspend: 'Suspendre le marchand',
    yes: 'Oui',
    suspendedBadge: 'Suspendu',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    change: 'Changer le mot de passe',
    dashboard: 'Tableau de bord',
  },
} as const;

const CASES: Array<{ locale: Locale; width: number; height: number }> = [
  { locale: 'en', width: 1280, height: 900 },
  { locale: 'fr', width: 375, height: 812 },
];

/** The page scrolls no sideways at this width. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { locale, width, height } of CASES) {
  test(`the lender admin onboards and suspends a dealership (${locale}, ${width} px)`, async ({
    page,
    request,
    context,
    axe,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[locale];
    const stamp = Date.now().toString(36);
    const dealerName = `Maple ${locale.toUpperCase()} ${stamp}`;
    const userName = `maple.${locale}.${stamp}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height });
    await useLocale(page, locale);
    await loginByApi(page, request, 'demo.lender.admin');

    await page.goto('/lender/dealers');
    await expect(page.getByRole('heading', { level: 1, name: w.dealers })).toBeVisible();
    await expect(page.getByRole('link', { name: /Maple|Demo|Érable|Heating/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe(`dealers list (${locale})`);

    await page.getByRole('link', { name: w.onboard }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.onboard })).toBeVisible();
    await axe(`onboarding form (${locale})`);
    const dealership = page.getByRole('group', { name: w.dealership, exact: true });
    await dealership.getByRole('textbox', { name: w.name, exact: true }).fill(dealerName);
    await dealership.getByRole('textbox', { name: w.legalName }).fill(`${dealerName} Ltd.`);
    await dealership.getByRole('combobox', { name: w.province }).selectOption('ON');
    const contact = page.getByRole('group', { name: w.contact, exact: true });
    await contact.getByRole('textbox', { name: w.contactName }).fill('Dana Maple');
    await contact.getByRole('textbox', { name: w.contactEmail }).fill('dana@maple.example');
    await contact.getByRole('textbox', { name: w.contactPhone }).fill('4165550123');
    const admin = page.getByRole('group', { name: w.admin, exact: true });
    await admin.getByRole('textbox', { name: w.userName }).fill(userName);
    await admin.getByRole('textbox', { name: w.name, exact: true }).fill('Dana Maple');
    await admin.getByRole('textbox', { name: w.email, exact: true }).fill('dana@maple.example');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: w.submit, exact: true }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const password = await dialog.locator('[data-one-time-password]').inputValue();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await dialog.getByRole('button', { name: w.copy }).click();
    await expect(dialog.getByRole('button', { name: w.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await dialog.getByRole('button', { name: w.done }).click();
    await expect(page.getByRole('heading', { level: 1, name: dealerName })).toBeVisible();
    const dealerUrl = page.url();
    await expectNoSidewaysScroll(page);
    await axe(`dealer page (${locale})`);

    // Signed out; the new vendor admin signs in with the one-time password and must choose their own.
    await page.goto('/logout');
    await login(page, userName, { password, locale });
    await expect(page).toHaveURL(/\/change-password/);
    const newPassword = `Maple-${stamp}Aa1!`;
    const userField = page.getByRole('textbox', { name: w.userName });
    if ((await userField.inputValue()) === '') await userField.fill(userName);
    await page.getByRole('textbox', { name: w.current, exact: true }).fill(password);
    await page.getByRole('textbox', { name: w.next, exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: w.confirm, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: w.change, exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await login(page, userName, { password: newPassword, locale });
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();

    // The lender admin suspends the dealership; its history shows the reason.
    await page.goto('/logout');
    await login(page, 'demo.lender.admin', { locale });
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
    await page.goto(dealerUrl);
    // The Users tab: the new admin, and the reset of their sign-in factors with how they were identified.
    await page.getByRole('navigation', { name: w.tabs }).getByRole('link', { name: w.usersTab }).click();
    const team = page.getByRole('list', { name: w.usersOf(dealerName) });
    await expect(team.getByRole('listitem')).toHaveCount(1);
    await expect(team.getByRole('listitem')).toContainText(w.noFactor);
    await expectNoSidewaysScroll(page);
    // The button's words are all shown (the French wraps at 375 px rather than being cut).
    const resetLabel = team
      .getByRole('button', { name: w.resetFor('Dana Maple') })
      .locator('.mantine-Button-label');
    expect(await resetLabel.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(
      1,
    );
    await axe(`dealer users (${locale})`);
    await team.getByRole('button', { name: w.resetFor('Dana Maple') }).click();
    const resetDialog = page.getByRole('dialog', { name: w.resetFor('Dana Maple') });
    await resetDialog
      .getByRole('textbox', { name: w.reason })
      .fill(`Identity checked by a call-back ${stamp}`);
    await axe(`dealer users, the reset's dialog (${locale})`);
    await resetDialog.getByRole('button', { name: w.resetConfirm, exact: true }).click();
    await expect(page.getByText(w.resetDone('Dana Maple'))).toBeVisible();
    // Their password too: a one-time password, shown once to hand over.
    await team.getByRole('button', { name: w.resetPasswordFor('Dana Maple') }).click();
    const passwordDialog = page.getByRole('dialog', { name: w.resetPasswordFor('Dana Maple') });
    await passwordDialog.getByRole('textbox', { name: w.reason }).fill(`Forgot it; called back ${stamp}`);
    await passwordDialog.getByRole('button', { name: w.resetConfirm, exact: true }).click();
    const oneTime = page.getByRole('dialog', { name: w.passwordDone('Dana Maple') });
    expect((await oneTime.locator('[data-one-time-password]').inputValue()).length).toBeGreaterThanOrEqual(
      12,
    );
    await axe(`dealer users, a one-time password (${locale})`);
    await oneTime.getByRole('button', { name: w.done }).click();
    await expect(oneTime).toBeHidden();
    await page.getByRole('navigation', { name: w.tabs }).getByRole('link', { name: w.statusTab }).click();
    const reason = `Unpaid chargebacks ${stamp}`;
    await page.getByRole('textbox', { name: w.reason }).fill(reason);
    await page.getByRole('button', { name: w.suspend }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.yes }).click();
    await expect(page.getByText(w.suspendedBadge, { exact: true }).first()).toBeVisible();
    await page.getByRole('navigation', { name: w.tabs }).getByRole('link', { name: w.historyTab }).click();
    await expect(page.getByText(reason)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe(`dealer history (${locale})`);
  });
}
