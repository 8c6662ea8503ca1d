// The financing phase (issue 11): an approved application → assets added, edited and deleted (the approved-amount cap
// seen) → a program and term → the live cost-of-borrowing disclosure → Save and Next lands on Sign; in English on a
// desktop and in French on a phone, axe clean; and the payment calculator with its Share mail seen in the mailbox.
import type { Page } from '@playwright/test';
import {
  DECISION_TEXT,
  expectNoHorizontalScroll,
  submitAndLand,
  submitApplication,
} from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { typeMasked } from './wizard-helpers.ts';

const TEXT = {
  en: {
    assets: 'Assets',
    addTitle: 'Add an asset',
    add: 'Add an asset',
    manufacturer: 'Manufacturer',
    type: 'Type',
    quantity: 'Quantity',
    serial: 'Serial number',
    cost: 'Retail cost',
    installation: 'Installation date',
    save: 'Save',
    next: 'Next',
    yes: 'Yes',
    program: 'Financing program',
    nonDeferred: 'Non-deferred',
    standard: /^Standard Fixed Rate/,
    sixty: /^60 months/,
    disclosure: 'Cost of borrowing disclosure',
    apr: 'Annual percentage rate (APR)',
    costOfCredit: 'Cost of borrowing',
    totalObligation: 'Total obligation',
    saveAndNext: 'Save and Next',
    capApproved: 'The total amount entered should not be more than the approved amount of $8,000.00',
    capRemaining: 'The maximum total (with taxes) you can add is $3,480.00',
  },
  fr: {
    assets: 'Biens',
    addTitle: 'Ajouter un bien',
    add: 'Ajouter un bien',
    manufacturer: 'Fabricant',
    type: 'Type',
    quantity: 'Quantité',
    serial: 'Numéro de série',
    cost: 'Prix de détail',
    installation: 'Date d’installation',
    save: 'Enregistrer',
    next: 'Suivant',
    yes: 'Oui',
    program: 'Programme de financement',
    nonDeferred: 'Sans report',
    standard: /^Taux fixe standard/,
    sixty: /^60 mois/,
    disclosure: 'Déclaration du coût d’emprunt',
    apr: 'Taux de crédit',
    costOfCredit: 'Frais de crédit',
    totalObligation: 'Obligation totale',
    saveAndNext: 'Enregistrer et continuer',
    capApproved: 'Le montant total saisi ne doit pas dépasser le montant approuvé de 8\u00a0000.00\u00a0$',
    capRemaining: 'Le total maximal (taxes comprises) que vous pouvez ajouter est de 3\u00a0480.00\u00a0$',
  },
} as const;

type Text = (typeof TEXT)[Locale];

/** Fills the asset form: a Lennox furnace at this cost before tax. */
async function fillAsset(page: Page, t: Text, cost: string) {
  await expect(page.getByRole('heading', { level: 1, name: t.addTitle })).toBeVisible();
  await page.getByRole('combobox', { name: t.manufacturer }).selectOption({ label: 'Lennox' });
  const subType = page.getByRole('combobox', { name: t.type });
  await expect(subType.getByRole('option')).not.toHaveCount(1);
  await subType.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: t.serial }).fill('LX-0001');
  await typeMasked(page.getByRole('textbox', { name: t.cost }), cost);
  await typeMasked(page.getByRole('textbox', { name: t.installation }), '04152026');
}

/** An External Vendor's application approved for 8,000.00, opened on Approved, then its assets. */
async function approvedToAssets(page: Page, request: Parameters<typeof loginByApi>[1], locale: Locale) {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Assetson', amount: '8,000.00' });
  await submitAndLand(page, id, '/application/approved', DECISION_TEXT[locale].approved);
  await page.getByRole('link', { name: DECISION_TEXT[locale].generateDocuments }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].assets })).toBeVisible();
  return id;
}

/** Chooses the standard program over 60 months, checks the disclosure, and saves on to Sign. */
async function chooseProgramAndSign(page: Page, t: Text, id: string, axe: (label?: string) => Promise<void>) {
  await page.getByRole('link', { name: t.next }).click();
  await expect(page).toHaveURL(new RegExp(`/financing-program/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: t.program })).toBeVisible();
  const save = page.getByRole('button', { name: t.saveAndNext });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: t.nonDeferred, exact: true }).click();
  await page.getByRole('button', { name: t.standard }).click();
  await page.getByRole('button', { name: t.sixty }).click();
  const disclosure = page.getByRole('region', { name: t.disclosure });
  await expect(disclosure.locator('dt', { hasText: t.apr })).toBeVisible();
  await expect(disclosure.locator('dt', { hasText: t.costOfCredit })).toBeVisible();
  await expect(disclosure.locator('dt', { hasText: t.totalObligation })).toBeVisible();
  await expect(save).toBeEnabled();
  await axe('financing program with the disclosure');
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/sign/${id}$`));
}

test('assets added, edited and deleted under the cap, then a program and term with the disclosure, to Sign', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const t = TEXT.en;
  const id = await approvedToAssets(page, request, 'en');
  await axe('assets, empty');

  await page.getByRole('link', { name: t.add }).click();
  await fillAsset(page, t, '4000');
  await expect(page.getByText('Tax: $520.00')).toBeVisible();
  await expect(page.getByText('Total with tax: $4,520.00')).toBeVisible();
  await axe('asset form');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
  await expect(page.getByRole('article')).toHaveCount(1);

  // A second asset over what is left of the approved amount: both messages, nothing saved.
  await page.getByRole('link', { name: t.add }).click();
  await fillAsset(page, t, '5000');
  await expect(page.getByText(t.capApproved)).toBeVisible();
  await expect(page.getByText(t.capRemaining)).toBeVisible();
  await axe('asset form over the cap');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('textbox', { name: t.cost })).toBeFocused();
  await typeMasked(page.getByRole('textbox', { name: t.cost }), '2000');
  await expect(page.getByText(t.capApproved)).toHaveCount(0);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('Asset total: $6,780.00')).toBeVisible();

  // Edit the second one: two units for the same line cost.
  await page.getByRole('article').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/assets/${id}/\\d+$`));
  await expect(page.getByRole('textbox', { name: t.cost })).toHaveValue('2,000.00');
  await page.getByRole('textbox', { name: t.quantity }).fill('2');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('article').nth(1)).toContainText('2');

  // Delete it, after the question that names it.
  await page.getByRole('article').nth(1).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Delete the asset .+\?/);
  await dialog.getByRole('button', { name: t.yes }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Asset total: $4,520.00')).toBeVisible();
  await axe('assets with one asset');

  await chooseProgramAndSign(page, t, id, axe);
});

test('in French on a phone: the cap in French money, the Quebec wording of the disclosure, on to Sign', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await useLocale(page, 'fr');
  const t = TEXT.fr;
  const id = await approvedToAssets(page, request, 'fr');
  // The list's Generate Contract action opens the same screen.
  await page.goto(`/application/generateContract/${id}`);
  await expect(page).toHaveURL(new RegExp(`/assets/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: t.assets })).toBeVisible();

  await page.getByRole('link', { name: t.add }).click();
  await fillAsset(page, t, '9000');
  await expect(page.getByText(t.capApproved)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await axe('asset form over the cap, French, phone');
  await typeMasked(page.getByRole('textbox', { name: t.cost }), '4000');
  await expect(page.getByText('Total taxes comprises\u00a0: 4\u00a0520.00\u00a0$')).toBeVisible();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoHorizontalScroll(page);

  await chooseProgramAndSign(page, t, id, async (label) => {
    await expectNoHorizontalScroll(page);
    await axe(label);
  });
});

test('the payment calculator prices every term and its Share mail reaches the mailbox', async ({
  page,
  request,
  axe,
}) => {
  await loginByApi(page, request, USERS.external);
  await page.goto('/');
  await page.getByRole('link', { name: 'Payment calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment calculator' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
  await typeMasked(page.getByRole('textbox', { name: 'Amount before tax' }), '10000');
  await expect(page.getByText('Tax: $1,300.00 · Financed amount (with taxes): $11,300.00')).toBeVisible();
  const table = page.getByRole('table', { name: /Monthly payments on \$11,300\.00/ });
  await expect(table.getByRole('rowheader', { name: '60 months' })).toBeVisible();
  await axe('payment calculator');
  const email = `quote-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Customer’s e-mail' }).fill(email);
  await page.getByRole('radio', { name: 'Français' }).check();
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('link', { name: 'Open the mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: email });
  // The mail goes out through a queued job; the page looks again every few seconds.
  await expect(mail).toHaveCount(1, { timeout: 20_000 });
  await expect(mail).toContainText('60');
  await axe('mailbox');
});
