// Test data of the application list: rows as the search answers them, and the answers of its calls.
import type { ApplicationListRow } from '@vp/domain';
import type { FakeAnswer } from '../../testing/render.tsx';

export function listRow(overrides: Partial<ApplicationListRow> = {}): ApplicationListRow {
  return {
    id: 'A1',
    created: '2026-03-14T15:09:26.000Z',
    lastName: 'Roy',
    firstName: 'Noah',
    fullName: 'Noah Roy',
    status: 'Approved',
    edgeId: 'E1234567',
    reference: 'R-100\u00a0042',
    amount: 12500,
    amountApproved: 12500,
    rentalAmount: null,
    primaryPhone: '(416) 555-0199',
    address1: '1 King St W',
    city: 'Toronto',
    actions: ['resubmit', 'resubmitWithCoApplicant', 'generateContract', 'cancel'],
    ...overrides,
  };
}

export function searchAnswer(results: ApplicationListRow[], total = results.length, page = 1, pageSize = 16) {
  return { body: { results, total, page, pageSize } } satisfies FakeAnswer;
}

const LABELS = {
  edit: { en: 'Edit Application', fr: 'Modifier la demande' },
  coborrower: { en: 'Co-Borrower', fr: 'Codemandeur' },
  delete: { en: 'Delete', fr: 'Supprimer' },
  resubmit: { en: 'Re-Submit with Updated Info', fr: 'Soumettre de nouveau avec les renseignements à jour' },
  generateContract: { en: 'Generate Contract', fr: 'Générer le contrat' },
  cancel: { en: 'Cancel Application', fr: 'Annuler la demande' },
  submitToKamsel: { en: 'Submit for a Second Look', fr: 'Soumettre pour un second regard' },
};

export function permissionsAnswer(...events: (keyof typeof LABELS)[]) {
  return {
    body: { permissions: Object.fromEntries(events.map((event) => [event, LABELS[event]])) },
  } satisfies FakeAnswer;
}
