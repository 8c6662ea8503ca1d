import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvedApplicationAnswer } from '../../../testing/financing-answers.ts';
import { getInput, mockApi, renderAt, testSession } from '../../../testing/render.tsx';

const ID = '11111111-2222-4333-8444-555555555555';

type Signer = {
  roleName: 'installer' | 'customer';
  status: 'pending' | 'signed' | 'declined';
  signedAt: string | null;
};

function infoAnswer(signers: Signer[] | null, envelope = 'sent', method = 'electronic') {
  return {
    body: {
      method,
      quebec: false,
      edgeId: 'T1234567',
      status: 'Signatures Received',
      certificate: signers
        ? {
            installerName: 'Alex Installer',
            installerEmail: 'alex@install.example',
            installerCompany: 'Install Co',
            method: 'electronic',
            status: 'requested',
            signing: {
              status: envelope,
              signers: signers.map((s) => ({
                ...s,
                name: s.roleName === 'installer' ? 'Alex Installer' : 'Robin Fixture',
                email: s.roleName === 'installer' ? 'alex@install.example' : 'robin@example.com',
              })),
            },
            done: envelope === 'completed',
          }
        : null,
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

/** The get answer of a signed contract; the certificate done as the server says at the time of the call. */
const deal = (certificateDone: () => boolean) => ({
  [`GET /applications/get/${ID}`]: () =>
    approvedApplicationAnswer(
      { id: ID, status: 'Signatures Received' },
      { contractRequested: true, signed: true, certificate: certificateDone() },
    ),
});

describe('Certification', () => {
  it('keeps the electronic button off until the installer’s name and e-mail are filled, then sends it', async () => {
    let sent = false;
    const { calls } = mockApi({
      ...deal(() => false),
      [`GET /completion-certificate/${ID}`]: () =>
        sent
          ? infoAnswer([
              { roleName: 'installer', status: 'pending', signedAt: null },
              { roleName: 'customer', status: 'pending', signedAt: null },
            ])
          : infoAnswer(null),
      [`POST /get-completion-certificate/${ID}`]: () => {
        sent = true;
        return { body: { data: { status: 'Success' } } };
      },
    });
    await renderAt(`/certification/${ID}`, { session: testSession });
    const send = await screen.findByRole('button', { name: 'Send for electronic signature' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(getInput('Installer name'), { target: { value: 'Alex Installer' } });
    fireEvent.change(getInput('Installer e-mail'), { target: { value: 'alex@install.example' } });
    fireEvent.change(getInput('Installer company'), { target: { value: 'Install Co' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    const signers = await screen.findByRole('list', { name: 'Who signs the certificate' });
    expect(within(signers).getByText(/Installer \(Alex Installer\)/)).toBeTruthy();
    expect(within(signers).getAllByText(/Waiting for signature/)).toHaveLength(2);
    expect(within(signers).getByText('The link was sent to robin@example.com.')).toBeTruthy();
    // Out for signature: not sent a second time, and no Next until both have signed.
    await waitFor(() => expect(send).toHaveProperty('disabled', true));
    expect(screen.queryByRole('link', { name: 'Next: upload documents' })).toBeNull();
    const request = calls.find((c) => c.method === 'POST');
    expect(request?.body).toEqual({
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method: 'electronic',
    });
  });

  it('shows who has signed, in French, and when both have the certificate is done', async () => {
    let answer = infoAnswer([
      { roleName: 'installer', status: 'signed', signedAt: '2026-03-02T15:04:00.000Z' },
      { roleName: 'customer', status: 'pending', signedAt: null },
    ]);
    let done = false;
    mockApi({ ...deal(() => done), [`GET /completion-certificate/${ID}`]: () => answer });
    await renderAt(`/certification/${ID}`, { session: testSession, locale: 'fr' });
    const signers = await screen.findByRole('list', { name: 'Qui signe le certificat' });
    expect(within(signers).getByText(/Signé le .*2026/)).toBeTruthy();
    expect(within(signers).getByText(/En attente de signature/)).toBeTruthy();
    expect(screen.queryByText(/le certificat est complet/)).toBeNull();

    answer = infoAnswer(
      [
        { roleName: 'installer', status: 'signed', signedAt: '2026-03-02T15:04:00.000Z' },
        { roleName: 'customer', status: 'signed', signedAt: '2026-03-02T16:10:00.000Z' },
      ],
      'completed',
    );
    done = true;
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier les signatures' }));
    expect(await screen.findByText(/le certificat est complet/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Suivant/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vérifier les signatures' })).toBeNull();
  });

  it('says when a signer declined, and offers to send it again (the last method, not the program’s)', async () => {
    mockApi({
      ...deal(() => false),
      [`GET /completion-certificate/${ID}`]: () =>
        infoAnswer(
          [
            { roleName: 'installer', status: 'pending', signedAt: null },
            { roleName: 'customer', status: 'declined', signedAt: null },
          ],
          'declined',
          'paper',
        ),
    });
    await renderAt(`/certification/${ID}`, { session: testSession });
    expect(
      await screen.findByText('A signer declined. Check the installer, then send the certificate again.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send for electronic signature' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Who signs the certificate' })).getByText(/Declined/),
    ).toBeTruthy();
  });

  it('downloads the paper certificate under the loan number', async () => {
    const created: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      created.push(this.download);
    });
    let printed = false;
    mockApi({
      ...deal(() => printed),
      [`GET /completion-certificate/${ID}`]: () => infoAnswer(null, 'sent', 'paper'),
      [`POST /get-completion-certificate/${ID}`]: () => {
        printed = true;
        return { body: { data: { base64: btoa('%PDF-1.7'), fileName: 'T1234567.pdf' } } };
      },
    });
    await renderAt(`/certification/${ID}`, { session: testSession });
    fireEvent.change(await screen.findByLabelText(/^Installer name/), { target: { value: 'Alex' } });
    fireEvent.change(getInput('Installer e-mail'), { target: { value: 'alex@install.example' } });
    fireEvent.change(getInput('Installer company'), { target: { value: 'Install Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the certificate' }));
    await waitFor(() => expect(created).toEqual(['T1234567.pdf']));
    expect(await screen.findByRole('link', { name: 'Next: upload documents' })).toBeTruthy();
    click.mockRestore();
  });
});
