// The customer's page (issue 26): the token read from the fragment and taken out of the address, the second factor,
// the wizard's rules in the browser, the answers sent once with the session header; a dead link; a contract to sign.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../testing/render.tsx';

const TOKEN = 'a'.repeat(43);
const SUMMARY = {
  person: 'applicant',
  language: 'en',
  vendorName: 'Maple Comfort Heating',
  amount: 9500,
  quebec: false,
  country: 'CA',
  channel: 'link',
  consentVersion: 2,
  fields: {
    firstName: 'Camille',
    lastName: 'Roy',
    address1: '1 King St W',
    address2: null,
    city: 'Toronto',
    province: 'ON',
    postal: 'M5H 1A1',
    sin: '*** *** 286',
    dob: null,
  },
};

async function openAt(locale: 'en' | 'fr' = 'en') {
  window.history.replaceState(null, '', `/customer#${TOKEN}`);
  return renderAt('/customer', { locale });
}

afterEach(() => sessionStorage.clear());

describe('the customer page', () => {
  it('opens the link, asks the code, then takes the consent and the date of birth, sent once', async () => {
    const { calls } = mockApi({
      'POST /customer-api/open': () => ({ body: { factor: 'code', channel: 'sms', sentTo: '***-***-0182' } }),
      'POST /customer-api/verify': () => ({
        body: { session: 's'.repeat(43), expiresAt: '2026-11-26T20:00:00Z' },
      }),
      'GET /customer-api/application': () => ({ body: SUMMARY }),
      'POST /customer-api/submit': () => ({ body: { result: 'Success' } }),
    });
    await openAt();
    expect(await screen.findByText(/We sent a 6-digit code to \*\*\*-\*\*\*-0182/)).toBeTruthy();
    // The token left the address bar; the server got it in a body.
    expect(window.location.hash).toBe('');
    expect(calls[0]?.body).toEqual({ token: TOKEN });
    fireEvent.change(screen.getByRole('textbox', { name: /Code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Maple Comfort Heating asks you to complete your part/)).toBeTruthy();
    expect(
      screen.getByText('The salesperson entered your address: check it and correct it if needed.'),
    ).toBeTruthy();
    expect(screen.getByText(/Used only to find your credit file/)).toBeTruthy();
    expect(screen.getByText('Amount requested: $9,500.00')).toBeTruthy();

    // Nothing ticked, no date: refused in the browser, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('You must accept the terms')).toBeTruthy();
    expect(calls.some((c) => c.path === '/customer-api/submit')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this text and I consent' }));
    fireEvent.input(screen.getByRole('textbox', { name: /Date of birth/ }), {
      target: { value: '04/15/1980' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    const submit = calls.find((c) => c.path === '/customer-api/submit');
    expect(submit?.headers['X-Customer-Session']).toBe('s'.repeat(43));
    expect(submit?.body).toMatchObject({ creditReleaseObtained: 'Yes', dob: '04/15/1980', lastName: 'Roy' });
    // The SIN on file, masked, is not sent back.
    expect(submit?.body).not.toHaveProperty('sin');
    expect(sessionStorage.length).toBe(0);
  });

  it('speaks to the customer, and asks for an address the salesperson did not type (issue 40)', async () => {
    const empty = {
      firstName: null,
      lastName: null,
      address1: null,
      address2: null,
      city: null,
      province: null,
      postal: null,
      sin: null,
      dob: null,
    };
    mockApi({
      'POST /customer-api/open': () => ({ body: { factor: 'dob' } }),
      'POST /customer-api/verify': () => ({
        body: { session: 'u'.repeat(43), expiresAt: '2026-11-26T20:00:00Z' },
      }),
      'GET /customer-api/application': () => ({ body: { ...SUMMARY, fields: empty } }),
    });
    await openAt('fr');
    fireEvent.input(await screen.findByRole('textbox', { name: /Date de naissance/ }), {
      target: { value: '04/15/1980' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Entrez l’adresse où vous habitez maintenant.')).toBeTruthy();
    expect(screen.queryByText(/Le vendeur a saisi/)).toBeNull();
    expect(screen.getByText(/Sert uniquement à trouver votre dossier de crédit/)).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'J’ai lu ce texte et je donne mon consentement' }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/du client|Moi, le client/);
  });

  it('sends a new code on request, and says the server’s wait when asked too soon (issue 36)', async () => {
    let opens = 0;
    const { calls } = mockApi({
      'POST /customer-api/open': () =>
        ++opens < 3
          ? { body: { factor: 'code', channel: 'sms', sentTo: '***-***-0182' } }
          : { status: 429, body: { errorMessage: 'Un nouveau code pourra être envoyé dans 42 secondes.' } },
    });
    await openAt('fr');
    const resend = await screen.findByRole('button', { name: 'M’envoyer un nouveau code' });
    fireEvent.click(resend);
    expect(await screen.findByText(/Un nouveau code a été envoyé à \*\*\*-\*\*\*-0182/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/customer-api/open').map((c) => c.body)).toEqual([
      { token: TOKEN },
      { token: TOKEN, resend: true },
    ]);
    fireEvent.click(resend);
    expect((await screen.findByRole('alert')).textContent).toContain('dans 42 secondes');
  });

  it('says in French that a link no longer opens', async () => {
    mockApi({ 'POST /customer-api/open': () => ({ status: 404, body: { errorMessage: 'Lien invalide.' } }) });
    await openAt('fr');
    expect(await screen.findByText(/Ce lien ne peut pas être ouvert/)).toBeTruthy();
  });

  it('opens a contract to sign as the page’s next step', async () => {
    mockApi({
      'POST /customer-api/open': () => ({ body: { factor: 'dob' } }),
      'POST /customer-api/verify': () => ({
        body: { session: 't'.repeat(43), expiresAt: '2026-11-26T20:00:00Z' },
      }),
      'GET /customer-api/application': () => ({
        body: { ...SUMMARY, purpose: 'sign', signUrl: '/esign/e1/tok' },
      }),
    });
    await openAt();
    fireEvent.input(await screen.findByRole('textbox', { name: /Date of birth/ }), {
      target: { value: '04/15/1980' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Read and sign my contract' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('/esign/e1/tok'));
  });
});
