// Helpers of the decision journeys: an application created and submitted through the API for a test identity of
// the simulated bureau (ARCHITECTURE §7), its decision awaited, and the headings each screen shows.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures.ts';

export const DECISION_TEXT = {
  en: {
    waiting: 'Requesting the credit decision',
    approved: 'Application approved',
    notApproved: 'Application not approved',
    bureauNotFound: 'Credit bureau file not found',
    pending: 'Application pending approval',
    home: 'Home',
    backToHome: 'Back to Home',
    generateDocuments: 'Generate documents',
    reviewApplication: 'Review Application',
    resubmitWithCoBorrower: 'Re-submit with Co-Borrower',
    resubmitWithUpdatedInfo: 'Re-Submit with Updated Info',
    addCoApplicant: 'Would you like to add a co-applicant to the application?',
    yes: 'Yes',
    no: 'No',
    confirmTitle: 'Please confirm',
    amountApproved: 'Approved amount',
    amountRequested: 'Requested amount',
    applicationNumber: 'Application number',
    dashboard: 'Dashboard',
  },
  fr: {
    waiting: 'Demande de décision de crédit',
    approved: 'Demande approuvée',
    notApproved: 'Demande non approuvée',
    bureauNotFound: 'Dossier introuvable au bureau de crédit',
    pending: 'Demande en attente d’approbation',
    home: 'Accueil',
    backToHome: 'Retour à l’accueil',
    generateDocuments: 'Générer les documents',
    reviewApplication: 'Revoir la demande',
    resubmitWithCoBorrower: 'Soumettre de nouveau avec un codemandeur',
    resubmitWithUpdatedInfo: 'Soumettre de nouveau avec les renseignements à jour',
    addCoApplicant: 'Voulez-vous ajouter un codemandeur à la demande\u00a0?',
    yes: 'Oui',
    no: 'Non',
    confirmTitle: 'Veuillez confirmer',
    amountApproved: 'Montant approuvé',
    amountRequested: 'Montant demandé',
    applicationNumber: 'Numéro de la demande',
    dashboard: 'Tableau de bord',
  },
} as const;

export type DecisionText = (typeof DECISION_TEXT)[Locale];

export interface ApplicationOptions {
  /** The applicant's last name picks the simulated bureau's outcome: Nohit, Decline, Review, Lesser, or another. */
  lastName: string;
  /** The applicant's first name ('Alex' unless given): a unique one lets a search find only this application. */
  firstName?: string;
  /** The co-applicant's last name, when there is one. */
  coApplicantLastName?: string;
  /** Dollars as typed. */
  amount?: string;
  applicationType?: 'Finance' | 'Rental';
  /** A Quebec vendor's capacity-to-repay figures (gross annual income, monthly housing and other costs). */
  quebec?: { grossIncome: string; totalHousingCosts: string; totalOtherMonthlyCosts: string };
}

/** Saves every step of an application through the API (as the wizard would) and submits it; answers its id. */
export async function submitApplication(
  request: APIRequestContext,
  token: string,
  options: ApplicationOptions,
): Promise<string> {
  const headers = { Authorization: token };
  let id = 'new';
  let version: number | undefined;
  const save = async (url: string, data: Record<string, unknown>) => {
    const response = await request.post(url, { headers, data: { id, version, mode: 'next', ...data } });
    expect(response.ok(), `${url} step ${String(data.step)}: ${await response.text()}`).toBe(true);
    const body = (await response.json()) as { id: string; version: number };
    id = body.id;
    version = body.version;
  };
  const quebec = options.quebec !== undefined;
  const person = (lastName: string, firstName: string) => ({
    firstName,
    lastName,
    dob: '04/15/1980',
    primaryPhone: '(416) 555-0199',
    businessPhone: '(416) 555-0100',
    employer: 'Acme',
  });
  const address = quebec
    ? {
        country: 'CA',
        address1: '1 rue Sainte-Catherine',
        city: 'Montréal',
        province: 'QC',
        postal: 'H2X 1Y4',
      }
    : { country: 'CA', address1: '1 King St W', city: 'Toronto', province: 'ON', postal: 'M5H 1A1' };

  await save('/api/applications/save', {
    step: '1',
    creditReleaseObtained: 'Yes',
    amount: options.amount ?? '8,000.00',
    applicationType: options.applicationType ?? 'Finance',
    description: 'High-efficiency furnace',
    hasCoApplicant: options.coApplicantLastName ? 'Yes' : 'No',
  });
  await save('/api/applications/save', {
    step: '3-1',
    ...person(options.lastName, options.firstName ?? 'Alex'),
    email: 'alex@example.com',
    ...(options.quebec ?? {}),
  });
  await save('/api/applications/save', { step: '3-2', ...address, titleOwner: 'Own', yearsAtCurHouse: 4 });
  if (options.coApplicantLastName) {
    await save('/api/applications/save-co-applicant', {
      step: '1',
      ...person(options.coApplicantLastName, 'Sam'),
      creditReleaseObtained: 'Yes',
      isImmediateFamily: 'Yes',
      coborrowerRelationship: 'spouse',
    });
    await save('/api/applications/save-co-applicant', { step: '2', ...address, titleOwner: 'Own' });
  }
  const submitted = await request.get(`/api/applications/submit/${id}`, { headers });
  expect(submitted.ok(), `submit: ${await submitted.text()}`).toBe(true);
  return id;
}

/** Waits for the decision job (the browser does it by polling; tests that only need the status do it here). */
export async function decidedStatus(request: APIRequestContext, token: string, id: string): Promise<string> {
  let status = 'SubmittedToCredit';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/application/status/${id}`, {
          headers: { Authorization: token },
        });
        status = ((await response.json()) as { status: string }).status;
        return status;
      },
      { timeout: 20_000 },
    )
    .not.toBe('SubmittedToCredit');
  return status;
}

/** Opens the submitting page and waits for its redirect to the screen with this heading. */
export async function submitAndLand(page: Page, id: string, path: string, heading: string): Promise<void> {
  await page.goto(`/application/submitting/${id}`);
  await expect(page).toHaveURL(new RegExp(`${path}/${id}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The screen's buttons are there once the application is loaded (the title shows while it loads).
  await expect(
    page.getByRole('main').getByRole('link').or(page.getByRole('main').getByRole('button')).first(),
  ).toBeVisible();
}

/** The text of the value beside a label of the screen's description list. */
export function fact(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** Against the device's width: a mobile browser widens window.innerWidth to fit content that overflows. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 375;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(width);
}
