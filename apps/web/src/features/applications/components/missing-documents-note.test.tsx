import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { listRow, permissionsAnswer, searchAnswer } from '../test-data.ts';

const addDocuments = {
  body: {
    permissions: {
      addDocuments: { en: 'Add Documents and Submit', fr: 'Ajouter des documents et soumettre' },
    },
  },
};

const sentBack = listRow({
  id: 'A4',
  fullName: 'Léa Gagnon',
  status: 'Missing Documents',
  actions: ['addDocuments'],
});

function uploadStatus(note: string | null) {
  return {
    body: {
      data: {
        billOfSale: 'present',
        voidCheque: 'absent',
        proofOfOwnership: 'absent',
        warrantyInfo: 'present',
        otherSupportingDocs: 'absent',
      },
      status: 'Missing Documents',
      locked: false,
      missingDocumentsNote: note,
      files: {},
      maxMegabytes: 25,
    },
  };
}

describe('Missing Documents on the list', () => {
  it('shows the lender’s note in the row’s actions, and Add Documents and Submit opens the upload screen', async () => {
    mockApi({
      'GET /applications/search': () => searchAnswer([sentBack]),
      'GET /application/permissions/A4': () => addDocuments,
      'GET /doc-api/applications/check-upload-status/A4': () =>
        uploadStatus('The void cheque is unreadable.'),
    });
    const { router } = await renderAt('/applications/all', { session: testSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Léa Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actions for Léa Gagnon' });
    expect(await within(dialog).findByText('The void cheque is unreadable.')).toBeTruthy();
    expect(within(dialog).getByText('The lender asked for documents')).toBeTruthy();
    const add = await within(dialog).findByRole('button', { name: 'Add Documents and Submit' });
    fireEvent.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload-files/A4'));
  });

  it('reads no note for other statuses, and says it in French', async () => {
    const { calls } = mockApi({
      'GET /applications/search': () => searchAnswer([sentBack, listRow({ id: 'A5', fullName: 'Paul Roy' })]),
      'GET /application/permissions/A4': () => addDocuments,
      'GET /application/permissions/A5': () => permissionsAnswer('edit'),
      'GET /doc-api/applications/check-upload-status/A4': () => uploadStatus('Chèque illisible.'),
    });
    await renderAt('/applications/all', { session: testSession, locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Léa Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actions pour Léa Gagnon' });
    expect(await within(dialog).findByText('Chèque illisible.')).toBeTruthy();
    expect(within(dialog).getByText('Le prêteur demande des documents')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('check-upload-status/A5'))).toEqual([]);
  });
});
