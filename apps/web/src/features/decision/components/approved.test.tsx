import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession, testVendor } from '../../../testing/render.tsx';
import { applicationAnswer } from '../test-data.ts';
import { approvedAmountOf, canGenerateDocuments } from './approved.tsx';

const internalSession = {
  ...testSession,
  vendor: { ...testVendor, vendorInternalOrExternal: 'Internal Vendor' },
};

function facts(): Record<string, string> {
  const terms = [...document.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );
}

describe('Approved', () => {
  it('offers generate documents to external vendors only (spec §6)', () => {
    expect(canGenerateDocuments({ vendorInternalOrExternal: 'External Vendor' })).toBe(true);
    expect(canGenerateDocuments({ vendorInternalOrExternal: 'Internal Vendor' })).toBe(false);
    expect(canGenerateDocuments({ vendorInternalOrExternal: '' })).toBe(false);
    expect(canGenerateDocuments(null)).toBe(false);
  });

  it('shows the amounts and the loan number as the application number, with Home and generate documents', async () => {
    mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ amount: 12500, amountApproved: 12500 }),
    });
    await renderAt('/application/approved/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application approved' })).toBeTruthy();
    expect(await screen.findByText('Congratulations! The credit application was approved.')).toBeTruthy();
    expect(facts()).toEqual({
      'Approved amount': '$12,500.00',
      'Requested amount': '$12,500.00',
      'Application number': 'App # C1000042',
    });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Generate documents' }).getAttribute('href')).toBe('/assets/A1');
  });

  it('has no generate documents button for an internal vendor', async () => {
    mockApi({ 'GET /applications/get/A1': () => applicationAnswer() });
    await renderAt('/application/approved/A1', { session: internalSession });
    expect(await screen.findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Generate documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate documents' })).toBeNull();
  });

  it('shows a lesser amount, a Rental in rentalAmount and, with no loan number yet, the short reference, in French', async () => {
    mockApi({
      'GET /applications/get/A1': () =>
        applicationAnswer({
          status: 'Approved for Lesser Amount',
          applicationType: 'Rental',
          amount: 10000,
          amountApproved: null,
          rentalAmount: 5000,
          edgeId: null,
        }),
    });
    await renderAt('/application/approved/A1', { session: testSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande approuvée' })).toBeTruthy();
    expect(await screen.findByText(/approuvée pour un montant inférieur/)).toBeTruthy();
    expect(facts()).toEqual({
      'Montant de location approuvé': '5\u00a0000.00\u00a0$',
      'Montant demandé': '10\u00a0000.00\u00a0$',
      'Numéro de la demande': 'Demande n°\u00a0R-100\u00a0042',
    });
    expect(screen.getByRole('link', { name: 'Générer les documents' })).toBeTruthy();
  });

  it('takes the approved amount of the application type', () => {
    const base = {
      id: 'A1',
      status: 'Approved',
      amount: 10,
      edgeId: null,
      reference: 'R-100\u00a0042',
      hasCoApplicant: false,
      secondLookOffered: false,
      consentCoversPartner: true,
    };
    expect(
      approvedAmountOf({ ...base, applicationType: 'Rental', amountApproved: null, rentalAmount: 7 }),
    ).toBe(7);
    expect(
      approvedAmountOf({ ...base, applicationType: 'Finance', amountApproved: 8, rentalAmount: null }),
    ).toBe(8);
  });
});
