// The closing screens tell the deal's truth (issue 23 items 1, 2, 4, 5, 8; decision 031), in English and French: the
// progress marks a step done only when the deal has it; each guard of spec §4 sends the user to the step missing with
// its message; an internal vendor refused a screen stays signed in; assets and program are locked once the contract
// is requested; the electronic certificate offers Next only once signed, and is not sent twice. Axe clean.
import type { APIRequestContext, Page } from '@playwright/test';
import { decidedStatus, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { uniqueLastName } from './list-helpers.ts';
import { requestContract, signableApplication, signContract } from './signing-helpers.ts';

const T = {
  en: {
    progress: 'Financing progress',
    completed: '(completed)',
    addAssetsPlease: 'Please add at least one asset before adding Program.',
    selectProgram: 'Please select a program first.',
    signBeforeUpload: 'Please sign contract uploading files.',
    signBeforeCertificate: 'Please sign contract before the completion certificate.',
    noId: 'Input application id in the URL.',
    internal: 'Only External Vendors can prepare the contract of an application.',
    sessionExpired: 'Your session has expired. Please log back in.',
    assetsLocked: /The contract has been requested: the assets can no longer be changed/,
    programLocked: /The contract has been requested: the program can no longer be changed/,
    add: 'Add an asset',
    edit: /^Edit /,
    delete: /^Delete /,
    saveAndNext: 'Save and Next',
    installerName: 'Installer name',
    installerEmail: 'Installer e-mail',
    installerCompany: 'Installer company',
    electronic: 'Electronic',
    send: 'Send for electronic signature',
    next: /^Next: upload documents$/,
    waiting: /Waiting for signature/,
    locked: 'This package was submitted and can no longer be changed.',
  },
  fr: {
    progress: 'Progression du financement',
    completed: '(terminée)',
    addAssetsPlease: 'Veuillez ajouter au moins un bien avant de choisir le programme.',
    selectProgram: 'Veuillez d’abord choisir un programme.',
    signBeforeUpload: 'Veuillez signer le contrat avant de téléverser des fichiers.',
    signBeforeCertificate: 'Veuillez signer le contrat avant le certificat d’achèvement.',
    noId: 'Inscrivez le numéro de la demande dans l’adresse.',
    internal: 'Seuls les fournisseurs externes peuvent préparer le contrat d’une demande.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    assetsLocked: /Le contrat a été demandé\u00a0: les biens ne peuvent plus être modifiés/,
    programLocked: /Le contrat a été demandé\u00a0: le programme ne peut plus être modifié/,
    add: 'Ajouter un bien',
    edit: /^Modifier /,
    delete: /^Supprimer /,
    saveAndNext: 'Enregistrer et continuer',
    installerName: 'Nom de l’installateur',
    installerEmail: 'Courriel de l’installateur',
    installerCompany: 'Entreprise de l’installateur',
    electronic: 'Électronique',
    send: 'Envoyer pour signature électronique',
    next: /^Suivant.*téléverser les documents$/,
    waiting: /En attente de signature/,
    locked: 'Ce dossier a été soumis et ne peut plus être modifié.',
  },
} as const satisfies Record<Locale, unknown>;

/** An approved application of the vendor, with `assets` assets added through the API. */
async function approved(request: APIRequestContext, token: string, assets = 0): Promise<string> {
  const id = await submitApplication(request, token, { lastName: uniqueLastName('Clo'), amount: '8,000.00' });
  expect(await decidedStatus(request, token, id)).toBe('Approved');
  for (let n = 0; n < assets; n += 1) {
    const added = await request.get(
      `/api/application/add-asset/${id}?assetTypeId=1&assetSubTypeId=1&quantity=1&serialNumber=SN-${n}&retailCost=2000`,
      { headers: { Authorization: token } },
    );
    expect(added.ok(), await added.text()).toBe(true);
  }
  return id;
}

/** Which steps the progress marks done, by their position (1 … 5). */
async function doneSteps(page: Page, locale: Locale): Promise<number[]> {
  const items = page.getByRole('list', { name: T[locale].progress }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  const texts = await items.allTextContents();
  return texts.flatMap((text, index) => (text.includes(T[locale].completed) ? [index + 1] : []));
}

async function expectNotice(page: Page, path: RegExp, text: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

for (const locale of ['en', 'fr'] as const) {
  const t = T[locale];

  test.describe(`closing screens tell the deal's truth (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    test('the progress marks only what the deal has; Sign without assets or program goes where they are missing', async ({
      page,
      request,
      axe,
    }) => {
      test.setTimeout(90_000);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const bare = await approved(request, authToken);
      await page.goto(`/assets/${bare}`);
      expect(await doneSteps(page, locale)).toEqual([]);
      await page.goto(`/sign/${bare}`);
      await expectNotice(page, new RegExp(`/assets/${bare}$`), t.addAssetsPlease);
      expect(await doneSteps(page, locale)).toEqual([]);

      const withAsset = await approved(request, authToken, 1);
      await page.goto(`/sign/${withAsset}`);
      await expectNotice(page, new RegExp(`/financing-program/${withAsset}$`), t.selectProgram);
      expect(await doneSteps(page, locale)).toEqual([1]);
      await axe(`program screen sent from Sign (${locale})`);
    });

    test('Certification and Upload before signing go to Sign with their messages; /sign/ without an id says so', async ({
      page,
      request,
      axe,
    }) => {
      test.setTimeout(90_000);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const id = await signableApplication(request, authToken);
      await page.goto(`/upload-files/${id}`);
      await expectNotice(page, new RegExp(`/sign/${id}$`), t.signBeforeUpload);
      expect(await doneSteps(page, locale)).toEqual([1, 2]);
      await page.goto(`/upload-files/billOfSale/${id}`);
      await expectNotice(page, new RegExp(`/sign/${id}$`), t.signBeforeUpload);
      await page.goto(`/certification/${id}`);
      await expectNotice(page, new RegExp(`/sign/${id}$`), t.signBeforeCertificate);
      await axe(`Sign sent from Certification (${locale})`);

      await page.goto('/sign/');
      await expect(page.getByRole('alert').filter({ hasText: t.noId })).toBeVisible();
      await axe(`Sign without an id (${locale})`);
    });

    test('an internal vendor opening Assets is told it is not theirs and stays signed in', async ({
      page,
      request,
      axe,
    }) => {
      test.setTimeout(90_000);
      const { authToken } = await loginByApi(page, request, USERS.internal);
      const id = await approved(request, authToken);
      await page.goto(`/assets/${id}`);
      await expect(page.getByRole('alert').filter({ hasText: t.internal })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
      await expect(page.getByText(t.sessionExpired)).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.add })).toHaveCount(0);
      await axe(`Assets refused to an internal vendor (${locale})`);
      await page.goto('/');
      await expect(page).not.toHaveURL(/\/login/);
    });

    test('once the contract is requested, assets and program offer no change and say why', async ({
      page,
      request,
      axe,
    }) => {
      test.setTimeout(90_000);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const id = await signableApplication(request, authToken);
      await requestContract(request, authToken, id);

      await page.goto(`/assets/${id}`);
      await expect(page.getByRole('status').filter({ hasText: t.assetsLocked })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('link', { name: t.add })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.edit })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.delete })).toHaveCount(0);
      // Assets is the current step; the program the deal has is marked done after it.
      expect(await doneSteps(page, locale)).toEqual([2]);
      await axe(`locked assets (${locale})`);

      await page.goto(`/assets/${id}/new`);
      await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
      await expect(page.getByRole('alert').filter({ hasText: t.assetsLocked })).toBeVisible();

      await page.goto(`/financing-program/${id}`);
      await expect(page.getByRole('status').filter({ hasText: t.programLocked })).toBeVisible();
      await expect(page.getByRole('button', { name: t.saveAndNext })).toHaveCount(0);
      await axe(`locked program (${locale})`);
    });

    test('the electronic certificate is sent once, and Next waits for the signatures', async ({
      page,
      request,
      axe,
    }) => {
      test.setTimeout(120_000);
      const { authToken } = await loginByApi(page, request, USERS.external);
      const id = await signableApplication(request, authToken);
      await signContract(request, authToken, id);

      await page.goto(`/upload-files/${id}`);
      expect(await doneSteps(page, locale)).toEqual([1, 2, 3]);
      await expect(page.getByText(t.locked)).toHaveCount(0);

      await page.goto(`/certification/${id}`);
      expect(await doneSteps(page, locale)).toEqual([1, 2, 3]);
      await page.getByRole('textbox', { name: t.installerName }).fill('Jordan Installer');
      await page.getByRole('textbox', { name: t.installerEmail }).fill('installer.closing@example.com');
      await page.getByRole('textbox', { name: t.installerCompany }).fill('Warm Homes Inc.');
      await page.locator('label', { hasText: t.electronic }).click();
      const send = page.getByRole('button', { name: t.send });
      await send.click();
      await expect(page.getByText(t.waiting).first()).toBeVisible();
      await expect(send).toBeDisabled();
      await expect(page.getByRole('link', { name: t.next })).toHaveCount(0);
      expect(await doneSteps(page, locale)).toEqual([1, 2, 3]);
      await axe(`certificate out for signature (${locale})`);
    });
  });
}
