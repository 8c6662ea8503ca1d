import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { applicationAnswer, SECOND_LOOK_PERMISSION } from '../test-data.ts';

const PARTNER = 'Northbridge Second Look Credit Corp.';
const eventPath = '/application/event/A1';

/** A lender's decline the server offers a second look on; the consent on file names the partner or not. */
function declinedAnswer(consentCoversPartner: boolean, withCoApplicant = false) {
  return applicationAnswer(
    { status: 'Not Approved', amountApproved: null, edgeId: null },
    withCoApplicant ? { firstName: 'Liam', lastName: 'Brown' } : null,
    { permissions: SECOND_LOOK_PERMISSION, secondLook: { consentCoversPartner } },
  );
}

describe('the way to a second look on NotApproved', () => {
  it('says what a second look is and, with a consent naming the partner, asks Yes or No, then sends it', async () => {
    const { calls } = mockApi({
      'GET /applications/get/A1': () => declinedAnswer(true),
      [`GET ${eventPath}`]: () => ({ body: { status: 'SubmittedToKamsel', redirect: 'kamsel' } }),
      'GET /application/status/A1': () => ({ body: { status: 'SubmittedToKamsel' } }),
    });
    const { router } = await renderAt('/application/not-approved/A1', { session: testSession });
    const section = await screen.findByRole('region', { name: 'A second look' });
    expect(section.textContent).toContain(PARTNER);
    expect(section.textContent).toContain('usually a higher rate and shorter terms');
    fireEvent.click(within(section).getByRole('button', { name: 'Submit for a second look' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Send this application to Northbridge Second Look Credit Corp.');
    expect(calls.some((call) => call.path === eventPath)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/application/second-look/A1'));
    expect(calls.filter((call) => call.path === '/applications/partner-consent/A1')).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Second look requested' })).toBeTruthy();
  });

  it('first asks each person’s consent naming the partner: both boxes required, then the consent, then the event', async () => {
    const { calls } = mockApi({
      'GET /applications/get/A1': () => declinedAnswer(false, true),
      'POST /applications/partner-consent/A1': () => ({ body: { result: 'Success', consentVersion: 2 } }),
      [`GET ${eventPath}`]: () => ({ body: { status: 'SubmittedToKamsel', redirect: 'kamsel' } }),
      'GET /application/status/A1': () => ({ body: { status: 'SubmittedToKamsel' } }),
    });
    const { router } = await renderAt('/application/not-approved/A1', { session: testSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for a second look' }));
    // The consent texts name the lender and the partner; nothing is asked Yes or No on top of the ticks.
    const customer = await screen.findByRole('checkbox', {
      name: 'I, the customer, have read this text and I consent',
    });
    const coApplicant = screen.getByRole('checkbox', { name: /co-applicant, have read this text/ });
    expect(screen.getByRole('group', { name: 'Credit check consent' }).textContent).toContain(PARTNER);
    expect(screen.queryByRole('dialog')).toBeNull();

    const send = screen.getByRole('button', { name: 'Send for a second look' });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('You must accept the terms')).toHaveLength(2);
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(customer);

    fireEvent.click(customer);
    expect(screen.getAllByText('You must accept the terms')).toHaveLength(1);
    fireEvent.click(send);
    expect(document.activeElement).toBe(coApplicant);
    expect(calls.some((call) => call.path === '/applications/partner-consent/A1')).toBe(false);

    fireEvent.click(coApplicant);
    fireEvent.click(send);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/application/second-look/A1'));
    const sent = calls.filter(
      (call) => call.path === '/applications/partner-consent/A1' || call.path === eventPath,
    );
    expect(sent.map((call) => call.method)).toEqual(['POST', 'GET']);
    expect(sent[0]?.body).toEqual({ applicant: 'Yes', coApplicant: 'Yes' });
  });

  it('shows the server’s refusal in its words and stays on the screen', async () => {
    mockApi({
      'GET /applications/get/A1': () => declinedAnswer(false),
      'POST /applications/partner-consent/A1': () => ({ body: { result: 'Success', consentVersion: 2 } }),
      [`GET ${eventPath}`]: () => ({
        status: 409,
        body: {
          errorMessage: 'The customer’s credit consent on file does not name our second-look partner.',
        },
      }),
    });
    const { router } = await renderAt('/application/not-approved/A1', { session: testSession, locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Soumettre pour un second regard' }));
    expect(screen.queryByRole('checkbox', { name: /co-applicant|codemandeur/ })).toBeNull();
    fireEvent.click(
      await screen.findByRole('checkbox', {
        name: 'Moi, le client, j’ai lu ce texte et je donne mon consentement',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer pour un second regard' }));
    expect((await screen.findByRole('alert')).textContent).toContain('does not name our second-look partner');
    expect(router.state.location.pathname).toBe('/application/not-approved/A1');
  });

  it('is not offered when the server does not allow it', async () => {
    mockApi({ 'GET /applications/get/A1': () => applicationAnswer({ status: 'Not Approved' }) });
    await renderAt('/application/not-approved/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not approved' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for a second look' })).toBeNull();
  });
});

describe('waiting for the second-look partner', () => {
  it('says the application was sent, then received and being decided, then opens the partner’s answer', async () => {
    let polls = 0;
    mockApi({
      'GET /application/status/A1': () => {
        polls += 1;
        if (polls === 1) return { body: { status: 'SubmittedToKamsel' } };
        if (polls === 2) return { body: { status: 'KamselPending' } };
        return { body: { status: 'KamselApproved' } };
      },
      'GET /applications/get/A1': () => applicationAnswer({ status: 'KamselApproved' }),
    });
    const { router } = await renderAt('/application/second-look/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Second look requested' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Second look in progress' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Sent. Waiting for'));
    await vi.waitFor(
      () => expect(screen.getByRole('status').textContent).toContain(`${PARTNER} received the application`),
      { timeout: 5_000 },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Approved on second look' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application/second-look-approved/A1');
  }, 15_000);

  it.each([
    ['KamselDeclined', '/application/second-look-declined/A1', 'Declined on second look'],
    ['Not Approved', '/application/not-approved/A1', 'Application not approved'],
  ])('goes from %s to its screen', async (status, path, heading) => {
    mockApi({
      'GET /application/status/A1': () => ({ body: { status } }),
      'GET /applications/get/A1': () => applicationAnswer({ status }),
    });
    const { router } = await renderAt('/application/second-look/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('the partner’s answer', () => {
  it.each([
    ['SubmittedToKamsel', '/application/second-look/A1'],
    ['KamselPending', '/application/second-look/A1'],
    ['KamselApproved', '/application/second-look-approved/A1'],
    ['KamselDeclined', '/application/second-look-declined/A1'],
  ])('opened by id, %s goes to %s', async (status, path) => {
    mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status }),
      'GET /application/status/A1': () => ({ body: { status } }),
    });
    const { router } = await renderAt('/application/approved/A1', { session: testSession });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('names the partner and says a lesser amount was approved, with the Approved screen’s buttons', async () => {
    mockApi({
      'GET /applications/get/A1': () =>
        applicationAnswer({
          status: 'KamselApproved',
          amount: 10000,
          amountApproved: 5000,
          edgeId: 'C1000077',
        }),
    });
    await renderAt('/application/second-look-approved/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved on second look' })).toBeTruthy();
    expect(
      screen.getByText(
        `The application was approved by our second-look partner, ${PARTNER}, for a lesser amount than requested.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Generate documents' }).getAttribute('href')).toBe('/assets/A1');
    expect(screen.getByRole('link', { name: 'Payment calculator' }).getAttribute('href')).toBe(
      '/payment-calculator?applicationId=A1',
    );
  });

  it('says the full amount was approved, in French', async () => {
    mockApi({ 'GET /applications/get/A1': () => applicationAnswer({ status: 'KamselApproved' }) });
    await renderAt('/application/second-look-approved/A1', { session: testSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approuvée au second regard' })).toBeTruthy();
    expect(
      screen.getByText(
        /Bonne nouvelle ! Notre partenaire de second regard, Northbridge Second Look Credit Corp., a approuvé la demande\./,
      ),
    ).toBeTruthy();
  });

  it('declined by the partner: the re-submits, no second look', async () => {
    mockApi({
      'GET /applications/get/A1': () =>
        applicationAnswer({ status: 'KamselDeclined', amountApproved: null }, null, {
          permissions: SECOND_LOOK_PERMISSION,
        }),
    });
    await renderAt('/application/second-look-declined/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Declined on second look' })).toBeTruthy();
    expect(screen.getByText(/did not approve the application either/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-submit with Co-Borrower' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for a second look' })).toBeNull();
  });
});
