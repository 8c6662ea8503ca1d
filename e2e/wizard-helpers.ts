// Helpers of the wizard journeys: the labels they select by (both languages), filling each step, reading a
// field's error, and creating an application through the API for the pages that start part-way.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures.ts';

export const WIZARD_TEXT = {
  en: {
    step1: 'Credit application',
    step2: 'Scan the applicant’s driver’s licence',
    step3_1: 'Applicant information',
    step3_2: 'Current address',
    step3_3: 'Previous address',
    step4: 'Review the application',
    co0: 'Scan the co-applicant’s driver’s licence',
    co1: 'Co-applicant information',
    co2: 'Co-applicant’s address',
    co3: 'Review the co-applicant',
    next: 'Next',
    back: 'Back',
    skip: 'Skip',
    submit: 'Submit',
    toCoApplicant: 'Next: co-applicant',
    consent: 'I, the customer, have read this text and I consent',
    coConsent: 'I, the co-applicant, have read this text and I consent',
    amount: 'Amount requested',
    finance: 'Finance',
    description: 'Description of the purchase',
    yes: 'Yes',
    no: 'No',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    sin: 'Social Insurance Number (optional)',
    primaryPhone: 'Primary phone',
    mobilePhone: 'Mobile phone (optional)',
    businessPhone: 'Business phone',
    email: 'E-mail',
    employer: 'Employer',
    address1: 'Street address',
    city: 'City',
    province: 'Province',
    state: 'State',
    postal: 'Postal code',
    zip: 'Zip code',
    own: 'Own',
    years: 'Years at this address (optional)',
    relationship: 'Relationship to the applicant',
    curAddressLess: 'Has the applicant lived at the current address for less than 6 months?',
    reviewForm: 'Please review the form for errors.',
    required: 'This field is required.',
  },
  fr: {
    step1: 'Demande de crédit',
    step2: 'Numériser le permis de conduire du demandeur',
    step3_1: 'Renseignements sur le demandeur',
    step3_2: 'Adresse actuelle',
    step3_3: 'Adresse précédente',
    step4: 'Vérifier la demande',
    co0: 'Numériser le permis de conduire du codemandeur',
    co1: 'Renseignements sur le codemandeur',
    co2: 'Adresse du codemandeur',
    co3: 'Vérifier le codemandeur',
    next: 'Suivant',
    back: 'Retour',
    skip: 'Passer',
    submit: 'Soumettre',
    toCoApplicant: 'Suivant : codemandeur',
    consent: 'Moi, le client, j’ai lu ce texte et je donne mon consentement',
    coConsent: 'Moi, le codemandeur, j’ai lu ce texte et je donne mon consentement',
    amount: 'Montant demandé',
    finance: 'Financement',
    description: 'Description de l’achat',
    yes: 'Oui',
    no: 'Non',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    dob: 'Date de naissance',
    sin: 'Numéro d’assurance sociale (facultatif)',
    primaryPhone: 'Téléphone principal',
    mobilePhone: 'Téléphone mobile (facultatif)',
    businessPhone: 'Téléphone au travail',
    email: 'Courriel',
    employer: 'Employeur',
    address1: 'Adresse',
    city: 'Ville',
    province: 'Province',
    state: 'État',
    postal: 'Code postal',
    zip: 'Code ZIP',
    own: 'Propriétaire',
    years: 'Années à cette adresse (facultatif)',
    relationship: 'Lien avec le demandeur',
    curAddressLess: 'Le demandeur habite-t-il à l’adresse actuelle depuis moins de 6 mois\u00a0?',
    reviewForm: 'Veuillez corriger les erreurs du formulaire.',
    required: 'Ce champ est obligatoire.',
  },
} as const;

export type WizardText = (typeof WIZARD_TEXT)[Locale];

/** The input labelled exactly `label`. */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** The error message tied to a field (aria-describedby), or null when it is valid. */
export async function fieldError(input: Locator): Promise<string | null> {
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return input.page().locator(`[id="${errorId}"]`).textContent();
}

/** Types into a masked input key by key, as a user does. */
export async function typeMasked(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
}

export async function expectStep(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The form is there once the application and the form options are loaded.
  await expect(page.getByRole('button', { name: /^(Back|Retour)$/ })).toBeVisible();
}

/** The application id in the wizard's URL. */
export function applicationIdOf(page: Page): string {
  const match = /\/([0-9a-f-]{36})(?:$|[?#])/.exec(page.url());
  if (!match?.[1]) throw new Error(`No application id in ${page.url()}`);
  return match[1];
}

export async function fillStep1(page: Page, t: WizardText, { coApplicant = false } = {}): Promise<void> {
  await page.getByRole('checkbox', { name: t.consent }).check();
  await typeMasked(field(page, t.amount), '12500');
  await page.getByRole('radio', { name: t.finance }).check();
  await field(page, t.description).fill('High-efficiency furnace, installed');
  await page
    .getByRole('group', { name: /co-applicant|codemandeur/ })
    .getByRole('radio', { name: coApplicant ? t.yes : t.no })
    .check();
}

export interface Person {
  firstName: string;
  lastName: string;
  dob: string;
  sin?: string;
}

export async function fillPerson(page: Page, t: WizardText, person: Person): Promise<void> {
  await field(page, t.firstName).fill(person.firstName);
  await field(page, t.lastName).fill(person.lastName);
  await typeMasked(field(page, t.dob), person.dob);
  if (person.sin) await typeMasked(field(page, t.sin), person.sin);
  await typeMasked(field(page, t.primaryPhone), '4165550199');
  await typeMasked(field(page, t.businessPhone), '416555010012');
  await field(page, t.employer).fill('Acme Manufacturing');
}

export interface Address {
  address1: string;
  city: string;
  province: string;
  postal: string;
  years: string;
}

export async function fillAddress(page: Page, t: WizardText, address: Address, us = false): Promise<void> {
  await field(page, t.address1).fill(address.address1);
  await field(page, t.city).fill(address.city);
  await field(page, us ? t.state : t.province).selectOption(address.province);
  await typeMasked(field(page, us ? t.zip : t.postal), address.postal);
  await page.getByRole('radio', { name: t.own }).check();
  await field(page, t.years).fill(address.years);
}

/** Creates an application through the API, every step filled; a co-applicant and a recent move on request. */
export async function createApplication(
  request: APIRequestContext,
  token: string,
  { coApplicant = true, recent = true, region = 'ON' as 'ON' | 'QC' | 'NY' } = {},
): Promise<string> {
  const headers = { Authorization: token };
  let version = 0;
  let id = 'new';
  const save = async (url: string, data: Record<string, unknown>) => {
    const response = await request.post(url, {
      headers,
      data: { id, mode: 'next', ...(version ? { version } : {}), ...data },
    });
    expect(response.ok(), `${url} ${data.step}: ${await response.text()}`).toBe(true);
    const body = (await response.json()) as { id: string; version: number };
    id = body.id;
    version = body.version;
  };
  const person = {
    firstName: 'Olivia',
    lastName: 'Brown',
    dob: '04/15/1980',
    primaryPhone: '(416) 555-0199',
    businessPhone: '(416) 555-0100 ext. 12',
    employer: 'Acme',
  };
  const places = {
    ON: { country: 'CA', city: 'Toronto', province: 'ON', postal: 'M5H 1A1' },
    QC: { country: 'CA', city: 'Montréal', province: 'QC', postal: 'H2X 1Y4' },
    NY: { country: 'US', city: 'New York', province: 'NY', postal: '10118' },
  };
  const address = { ...places[region], address1: '1 King St W', titleOwner: 'Own' };
  await save('/api/applications/save', {
    step: '1',
    creditReleaseObtained: 'Yes',
    amount: '12500',
    applicationType: 'Finance',
    description: 'Furnace',
    hasCoApplicant: coApplicant ? 'Yes' : 'No',
  });
  await save('/api/applications/save', { step: '3-1', ...person, email: 'olivia@example.com' });
  await save('/api/applications/save', { step: '3-2', ...address, yearsAtCurHouse: recent ? 0.25 : 4 });
  if (recent) {
    await save('/api/applications/save', {
      step: '3-3',
      curAddressLess: 'Yes',
      prevAddress1: '2 Queen St',
      prevCity: address.city,
      prevProvince: address.province,
      prevPostal: address.postal,
    });
  }
  if (coApplicant) {
    await save('/api/applications/save-co-applicant', {
      step: '1',
      ...person,
      firstName: 'Liam',
      creditReleaseObtained: 'Yes',
      isImmediateFamily: 'Yes',
      coborrowerRelationship: 'spouse',
    });
    await save('/api/applications/save-co-applicant', { step: '2', ...address });
  }
  return id;
}
