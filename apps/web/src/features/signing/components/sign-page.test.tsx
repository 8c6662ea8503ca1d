import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SigningState } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { approvedApplicationAnswer, lastQuery } from '../../../testing/financing-answers.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';

const parties: SigningState['parties'] = [
  { roleName: 'customer', name: 'Jordan Whitaker', email: 'jordan@example.ca' },
  { roleName: 'coCustomer', name: 'Sam Whitaker', email: null },
];
const base: SigningState = { parties, language: 'en', quebec: false, status: 'Approved', envelope: null };
const signer = (
  roleName: 'customer' | 'coCustomer',
  status: 'pending' | 'signed',
  method: 'Embed' | 'Email',
) => ({
  roleName,
  name: roleName === 'customer' ? 'Jordan Whitaker' : 'Sam Whitaker',
  method,
  email: method === 'Email' ? 'jordan@example.ca' : null,
  status,
  signedAt: status === 'signed' ? '2026-03-20T15:00:00.000Z' : null,
});

describe('the Sign screen', () => {
  it('asks a method per signer (By Email shows the e-mail, none without one), requests, then offers sign-as links', async () => {
    let state: SigningState = base;
    const mock = mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer(),
      'GET /sign/A1/state': () => ({ body: state }),
      'GET /sign/A1': () => {
        state = {
          ...base,
          status: 'Waiting for Signature',
          envelope: {
            envelopeId: 'E1',
            status: 'sent',
            filed: false,
            signers: [signer('customer', 'pending', 'Embed'), signer('coCustomer', 'pending', 'Embed')],
          },
        };
        return {
          body: {
            envelopeId: 'E1',
            urls: [
              { url: '/esign/E1/t1', roleName: 'customer' },
              { url: '/esign/E1/t2', roleName: 'coCustomer' },
            ],
          },
        };
      },
      'GET /doc-api/check-sign/A1': () => ({ body: { results: 'sent' } }),
    });
    await renderAt('/sign/A1', { session: testSession });
    expect(await screen.findByText('The link goes to jordan@example.ca')).toBeTruthy();
    expect(screen.getByText('No e-mail address on file: sign in person.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    const link = await screen.findByRole('link', { name: 'Sign as Customer (Jordan Whitaker)' });
    expect(link.getAttribute('href')).toBe('/esign/E1/t1');
    expect(link.getAttribute('target')).toBe('_blank');
    const query = lastQuery(mock.fetchMock, '/sign/A1') ?? new URLSearchParams();
    expect(Object.fromEntries(query)).toMatchObject({
      action: 'sign',
      customerSignMethod: 'Embed',
      coCustomerSignMethod: 'Embed',
      language: 'en',
      url: '/sign/A1',
    });
    fireEvent.click(link);
    expect(await screen.findByText(/close the signing tab/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('once signed: Download, the Quebec notice, and Next files the signed contract then goes to Certification', async () => {
    const state: SigningState = {
      ...base,
      quebec: true,
      status: 'Signatures Received',
      envelope: {
        envelopeId: 'E1',
        status: 'completed',
        filed: false,
        signers: [signer('customer', 'signed', 'Email'), signer('coCustomer', 'signed', 'Embed')],
      },
    };
    const mock = mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer(),
      'GET /sign/A1/state': () => ({ body: state }),
      'GET /doc-api/esign/upload-to-s3/A1': () => ({ body: { result: 'Success', fileName: 'signed.pdf' } }),
    });
    await renderAt('/sign/A1', { session: testSession });
    expect(await screen.findByText('The contract is signed.')).toBeTruthy();
    expect(screen.getByText(/^Quebec: the customer keeps a copy/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The upload trigger first, then Certification (whose screen asks for its own data).
    await waitFor(() =>
      expect(mock.fetchMock.mock.calls.map((call) => String(call[0]))).toContain(
        '/doc-api/esign/upload-to-s3/A1?envelopeId=E1',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next' })).toBeNull());
  });

  it('offers Void while no one has signed, and not once one of two signers has', async () => {
    const sent = (customer: 'pending' | 'signed'): SigningState => ({
      ...base,
      status: 'Waiting for Signature',
      envelope: {
        envelopeId: 'E1',
        status: 'sent',
        filed: false,
        signers: [signer('customer', customer, 'Email'), signer('coCustomer', 'pending', 'Embed')],
      },
    });
    // Requested: the deal has its assets and program, and the contract is out (the closing steps, decision 031).
    const requested = (id: string) => () =>
      approvedApplicationAnswer(
        { id, status: 'Waiting for Signature' },
        { assets: true, program: true, contractRequested: true },
      );
    mockApi({
      'GET /applications/get/A1': requested('A1'),
      'GET /applications/get/A2': requested('A2'),
      'GET /sign/A1/state': () => ({ body: sent('pending') }),
      'GET /sign/A2/state': () => ({ body: sent('signed') }),
      'GET /doc-api/check-sign/A1': () => ({ body: { results: 'sent' } }),
      'GET /doc-api/check-sign/A2': () => ({ body: { results: 'sent' } }),
    });
    const first = await renderAt('/sign/A1', { session: testSession });
    expect(await screen.findByRole('button', { name: 'Void and request again' })).toBeTruthy();
    first.unmount();
    await renderAt('/sign/A2', { session: testSession });
    expect(await screen.findByText('Signed', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void and request again' })).toBeNull();
  });
});
