// Helpers of the application list journeys: applications created through the API for one test, a name no
// other journey uses (so a search finds exactly them), and the labels the list shows in both languages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures.ts';

export const LIST_TEXT = {
  en: {
    all: 'All',
    search: 'Search',
    pageSize: 'Entries per page',
    grid: 'Grid',
    list: 'List',
    sync: 'Sync',
    syncFinished: 'Sync Finished',
    noResults: 'No Results',
    pages: 'Result pages',
    lists: 'Application lists',
    confirmTitle: 'Please confirm',
    yes: 'Yes',
    no: 'No',
    actionsFor: (name: string) => `Actions for ${name}`,
    showing: (from: number, to: number, total: number) =>
      `Showing ${from} to ${to} of ${total} ${total === 1 ? 'entry' : 'entries'}`,
    success: 'The action has completed successfully',
  },
  fr: {
    all: 'Toutes',
    search: 'Rechercher',
    pageSize: 'Entrées par page',
    grid: 'Grille',
    list: 'Liste',
    sync: 'Synchroniser',
    syncFinished: 'Synchronisation terminée',
    noResults: 'Aucun résultat',
    pages: 'Pages de résultats',
    lists: 'Listes de demandes',
    confirmTitle: 'Veuillez confirmer',
    yes: 'Oui',
    no: 'Non',
    actionsFor: (name: string) => `Actions pour ${name}`,
    showing: (from: number, to: number, total: number) =>
      `Affichage de ${from} à ${to} sur ${total} ${total === 1 ? 'entrée' : 'entrées'}`,
    success: 'L’action a été effectuée avec succès',
  },
} as const;

export type ListText = (typeof LIST_TEXT)[Locale];

/** A last name made of letters only, different on every call: a search for it finds only this test's rows. */
export function uniqueLastName(prefix = 'Lst'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let tail = '';
  for (let i = 0; i < 7; i += 1) tail += letters[Math.floor(Math.random() * letters.length)];
  return `${prefix}${tail}`;
}

export interface IncompleteOptions {
  firstName: string;
  lastName: string;
  amount?: string;
  city?: string;
}

/** Saves steps 1, 3.1 and 3.2 of an application through the API (as the wizard would); answers its id. */
export async function createIncomplete(
  request: APIRequestContext,
  token: string,
  { firstName, lastName, amount = '5,000.00', city = 'Toronto' }: IncompleteOptions,
): Promise<string> {
  const headers = { Authorization: token };
  let id = 'new';
  let version: number | undefined;
  const save = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/applications/save', {
      headers,
      data: { id, version, mode: 'next', ...data },
    });
    expect(response.ok(), `save step ${String(data.step)}: ${await response.text()}`).toBe(true);
    const body = (await response.json()) as { id: string; version: number };
    id = body.id;
    version = body.version;
  };
  await save({
    step: '1',
    creditReleaseObtained: 'Yes',
    amount,
    applicationType: 'Finance',
    description: 'Heat pump',
    hasCoApplicant: 'No',
  });
  await save({
    step: '3-1',
    firstName,
    lastName,
    dob: '04/15/1980',
    primaryPhone: '(416) 555-0199',
    businessPhone: '(416) 555-0100',
    employer: 'Acme',
    email: 'list@example.com',
  });
  await save({
    step: '3-2',
    country: 'CA',
    address1: '1 King St W',
    city,
    province: 'ON',
    postal: 'M5H 1A1',
    titleOwner: 'Own',
    yearsAtCurHouse: 4,
  });
  return id;
}

/** Waits for the list to show this page of results. */
export async function expectShowing(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The body rows of the list's table, in order, by the full name heading each. */
export async function rowNames(page: Page): Promise<string[]> {
  return page.locator('tbody th[scope="row"]').allTextContents();
}
