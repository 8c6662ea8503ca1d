// The lender's team and four eyes (issue 35, decision 046), EN on a desk and FR at 375 px: the lender admin adds a
// funder on the Lender team page and is shown the one-time password once; the underwriter who approved a Pending
// deal's credit is told on its funding review that another funder must book it (Fund disabled), and demo.funder books
// it. Axe clean on the Lender team page, no sideways scroll at 375 px.
import type { APIRequestContext } from '@playwright/test';
import { decidedStatus, expectNoHorizontalScroll, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { fundByApi, ready, submitPackageByApi } from './funding-helpers.ts';
import { readyToSign, signContract } from './signing-helpers.ts';

const T = {
  en: {
    title: 'Lender team',
    userName: 'User name',
    name: 'Name',
    email: 'E-mail',
    funder: 'Funder',
    add: 'Add the user',
    oneTime: /^One-time password for /,
    oneTimeLabel: 'One-time password',
    gave: 'I gave the password',
    fourEyes: 'Four eyes on funding',
    packageOf: /^Funding package of /,
    fund: 'Fund the loan',
    missing: 'Missing documents',
    youApproved: "You approved this deal's credit: another funder must book it (four eyes).",
  },
  fr: {
    title: 'Équipe du prêteur',
    userName: 'Nom d’utilisateur',
    name: 'Nom',
    email: 'Courriel',
    funder: 'Responsable du financement',
    add: 'Ajouter l’utilisateur',
    oneTime: /^Mot de passe à usage unique pour /,
    oneTimeLabel: 'Mot de passe à usage unique',
    gave: 'J’ai remis le mot de passe',
    fourEyes: 'Double contrôle du financement',
    packageOf: /^Dossier de financement/,
    fund: 'Financer le prêt',
    missing: 'Documents manquants',
    youApproved:
      'Vous avez approuvé le crédit de ce contrat\u00a0: un autre responsable du financement doit le',
  },
} as const satisfies Record<Locale, unknown>;

const token = async (request: APIRequestContext, userName: string) => {
  const answer = await request.post('/api/users/login', { data: { userName, password: 'Demo-pass1!' } });
  return ((await answer.json()) as { authToken: string }).authToken;
};

/** A deal the bureau sent to Pending, approved by demo.underwriter's credit review, signed, its package submitted. */
async function approvedByTheUnderwriter(request: APIRequestContext): Promise<string> {
  const dealer = await token(request, USERS.external);
  const id = await submitApplication(request, dealer, { lastName: 'Review' });
  expect(await decidedStatus(request, dealer, id)).toBe('Pending');
  const decided = await request.post(`/api/underwriter/decide/${id}`, {
    headers: { Authorization: await token(request, USERS.underwriter) },
    data: { decision: 'approve', note: 'Income confirmed with the employer.' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  await readyToSign(request, dealer, id);
  await signContract(request, dealer, id);
  await submitPackageByApi(request, dealer, id);
  return id;
}

for (const [locale, width] of [
  ['en', 1280],
  ['fr', 375],
] as const) {
  const t = T[locale];

  test.describe(`the lender's team and four eyes (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    test('the lender admin adds a funder and is shown the one-time password once', async ({
      page,
      request,
      axe,
    }) => {
      // The first page of a cold server and an axe scan, on two shared cores.
      test.setTimeout(60_000);
      await loginByApi(page, request, 'demo.lender.admin');
      await page.goto('/lender/users');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('switch', { name: t.fourEyes })).toBeChecked();
      await expect(page.getByRole('row').filter({ hasText: 'demo.funder' })).toBeVisible();
      await axe(`lender team ${locale}`);
      await expectNoHorizontalScroll(page);

      const userName = `funder.${locale}.${Date.now()}`;
      await page.getByRole('textbox', { name: t.userName }).fill(userName);
      await page.getByRole('textbox', { name: t.name, exact: true }).fill('Jamie Funder');
      await page.getByRole('textbox', { name: t.email }).fill('jamie@lender.example');
      await page.getByRole('checkbox', { name: t.funder }).check();
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog', { name: t.oneTime });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t.oneTimeLabel })).toHaveValue(/.{12,}/);
      await dialog.getByRole('button', { name: t.gave }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: userName })).toContainText(t.funder);
    });

    test('the underwriter who approved the credit is told they cannot book it; the funder books it', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const id = await ready(() => approvedByTheUnderwriter(request));
      await loginByApi(page, request, USERS.underwriter);
      await page.goto(`/underwriter/funding/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.packageOf })).toBeVisible();
      await expect(page.getByText(t.youApproved)).toBeVisible();
      await expect(page.getByRole('radio', { name: t.fund })).toBeDisabled();
      await expect(page.getByRole('radio', { name: t.missing })).toBeEnabled();
      await expectNoHorizontalScroll(page);

      await fundByApi(request, await token(request, 'demo.funder'), id);
    });
  });
}
