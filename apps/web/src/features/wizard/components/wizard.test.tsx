import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_APPLICATION_KEY } from '../../../lib/application/current-application.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  type FakeAnswer,
  type FakeRequest,
  fieldError,
  getInput,
  mockApi,
  renderAt,
  testSession,
  testVendor,
} from '../../../testing/render.tsx';
import { REVALIDATE_THROTTLE_MS } from '../hooks/use-step-form.ts';
import { APP_ID, application, formOptions, record } from '../testing/wizard-fixtures.ts';

const quebecSession = { ...testSession, vendor: { ...testVendor, province: 'QC' } };

function api(
  extra: Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>> = {},
  app = record(),
) {
  return mockApi({
    [`GET /applications/get/${APP_ID}`]: () => ({ body: app }),
    'GET /form-options': (request) => ({
      body: formOptions(request.headers['Accept-Language'] === 'fr' ? 'fr' : 'en'),
    }),
    ...extra,
  });
}

function type(label: string, value: string) {
  fireEvent.change(getInput(label), { target: { value } });
}

function typeMasked(label: string, value: string) {
  fireEvent.input(getInput(label), { target: { value } });
}

const STORED_AS_NUMBER = new Set([
  'amount',
  'grossIncome',
  'totalHousingCosts',
  'totalOtherMonthlyCosts',
  'yearsAtCurHouse',
]);

/** The server's answer to a save: the application with the step's values and a new version. */
function saved(request: FakeRequest, overrides = {}) {
  const {
    id: _id,
    step: _step,
    mode: _mode,
    version: _version,
    ...values
  } = request.body as Record<string, string>;
  // As the server stores them: money and years as numbers, empty fields as null.
  const stored = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      value === '' ? null : STORED_AS_NUMBER.has(field) ? Number(value) : value,
    ]),
  );
  return { body: application({ ...stored, version: 4, ...overrides }) };
}

describe('application wizard', () => {
  it('creates the application on step 1, puts its id in the URL, then opens the scan step', async () => {
    const { calls } = api({ 'POST /applications/save': (r) => saved(r) });
    const { router } = await renderAt('/application/1/new', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Credit application' });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I, the customer, have read this text and I consent' }),
    );
    typeMasked('Amount requested', '12500');
    fireEvent.click(screen.getByRole('radio', { name: 'Finance' }));
    type('Description of the purchase', 'Furnace');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 1, name: 'Scan the applicant’s driver’s licence' });
    await screen.findByRole('button', { name: 'Back' });
    expect(router.state.location.pathname).toBe(`/application/2/${APP_ID}`);
    const save = calls.find((c) => c.path === '/applications/save');
    expect(save?.body).toEqual({
      id: 'new',
      step: '1',
      mode: 'next',
      creditReleaseObtained: 'Yes',
      amount: '12500',
      applicationType: 'Finance',
      description: 'Furnace',
      hasCoApplicant: 'No',
    });
    expect(window.sessionStorage.getItem(CURRENT_APPLICATION_KEY)).toBe(APP_ID);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    // The browser's Back leads to step 1 of the saved application, not to a new one.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(`/application/1/${APP_ID}`);
  });

  it('skips the scan step for a Quebec vendor and says scanning is off there', async () => {
    api({ 'POST /applications/save': (r) => saved(r) });
    const { router } = await renderAt(`/application/1/${APP_ID}`, { session: quebecSession });
    await screen.findByRole('heading', { level: 1, name: 'Credit application' });
    await screen.findByRole('button', { name: 'Back' });
    expect(getInput('Amount requested').value).toBe('12,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Applicant information' });
    await screen.findByRole('button', { name: 'Back' });
    expect(router.state.location.pathname).toBe(`/application/3-1/${APP_ID}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Capacity to repay (Quebec)' })).toBeTruthy();

    await renderAt(`/application/2/${APP_ID}`, { session: quebecSession });
    expect((await screen.findAllByText(/not available to vendors in Quebec/)).length).toBeGreaterThan(0);
  });

  it('shows every required field’s message on step 3.1, with the alert and the focus on the first', async () => {
    const { calls } = api(
      {},
      record({
        firstName: null,
        lastName: null,
        dob: null,
        sin: null,
        primaryPhone: null,
        businessPhone: null,
        email: null,
        employer: null,
      }),
    );
    await renderAt(`/application/3-1/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Applicant information' });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please review the form for errors.');
    for (const label of [
      'First name',
      'Last name',
      'Date of birth',
      'Primary phone',
      'Business phone',
      'E-mail',
      'Employer',
    ]) {
      expect(fieldError(label), label).toBe('This field is required.');
    }
    expect(fieldError('Mobile phone (optional)')).toBeNull();
    expect(fieldError('Social Insurance Number (optional)')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(getInput('First name')));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says the same in French', async () => {
    api({}, record({ firstName: null, email: 'nope', dob: '02/30/1990' }));
    await renderAt(`/application/3-1/${APP_ID}`, { session: testSession, locale: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Renseignements sur le demandeur' });
    await screen.findByRole('button', { name: 'Retour' });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez corriger les erreurs du formulaire.',
    );
    expect(fieldError('Prénom')).toBe('Ce champ est obligatoire.');
    expect(fieldError('Courriel')).toBe('Entrez une adresse courriel valide.');
    expect(fieldError('Date de naissance')).toBe('Entrez une date au format mm/jj/aaaa.');
  });

  it('re-checks as the user types after the first attempt, throttled to 100 ms', async () => {
    api({}, record({ firstName: null }));
    await renderAt(`/application/3-1/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Applicant information' });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    vi.useFakeTimers();
    type('First name', 'Olivia');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REVALIDATE_THROTTLE_MS + 10);
    });
    vi.useRealTimers();
    await waitFor(() => expect(fieldError('First name')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a draft on Back, then goes to the step before', async () => {
    const { calls } = api(
      { 'POST /applications/save': (r) => saved(r) },
      record({ firstName: null, email: null }),
    );
    const { router } = await renderAt(`/application/3-1/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Applicant information' });
    await screen.findByRole('button', { name: 'Back' });
    type('First name', 'Liam');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Scan the applicant’s driver’s licence' });
    await screen.findByRole('button', { name: 'Back' });
    expect(router.state.location.pathname).toBe(`/application/2/${APP_ID}`);
    expect(calls.at(-1)?.body).toMatchObject({
      id: APP_ID,
      step: '3-1',
      mode: 'back',
      version: 3,
      firstName: 'Liam',
      email: '',
      sin: '*** *** 286',
    });
  });

  it('keeps the input and shows the message when the application changed elsewhere (409)', async () => {
    const message = 'This application was changed elsewhere since you opened it.';
    api({ 'POST /applications/save': () => ({ status: 409, body: { errorMessage: message } }) });
    const { router } = await renderAt(`/application/3-2/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Current address' });
    await screen.findByRole('button', { name: 'Back' });
    type('City', 'Ottawa');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(getInput('City').value).toBe('Ottawa');
    expect(router.state.location.pathname).toBe(`/application/3-2/${APP_ID}`);
  });

  it('puts the server’s field errors on their fields', async () => {
    api({
      'POST /applications/save': () => ({
        status: 400,
        body: {
          errorMessage: 'Please review the form for errors.',
          errors: { postal: 'Enter a postal code as A1A 1A1.' },
        },
      }),
    });
    await renderAt(`/application/3-2/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Current address' });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(fieldError('Postal code')).toBe('Enter a postal code as A1A 1A1.');
  });

  it('leads to the previous address under 6 months at the current one', async () => {
    api({ 'POST /applications/save': (r) => saved(r, { yearsAtCurHouse: 0.25 }) });
    const { router } = await renderAt(`/application/3-2/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Current address' });
    await screen.findByRole('button', { name: 'Back' });
    type('Years at this address (optional)', '0.25');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Previous address' });
    await screen.findByRole('button', { name: 'Back' });
    expect(router.state.location.pathname).toBe(`/application/3-3/${APP_ID}`);
  });

  it('refuses to work on another application than the one in memory', async () => {
    const { calls } = api();
    await renderAt(`/application/3-1/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Applicant information' });
    await screen.findByRole('button', { name: 'Back' });
    window.sessionStorage.setItem(CURRENT_APPLICATION_KEY, 'another-application');
    type('First name', 'Liam');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Either the save refuses it (a fatal error) or the layout, rendered again meanwhile (the tablet's kept steps read
    // from IndexedDB on a slow machine), shows the same refusal in place of the form: both save nothing.
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^(Fatal Error: )?The application loaded in memory has changed\. Please refresh the page to reload this application\.$/,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('reads the application afresh on entering the wizard after it changed elsewhere', async () => {
    api({
      [`GET /applications/get/${APP_ID}`]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { body: record({ description: 'Fresh', version: 9 }) };
      },
    });
    const client = getQueryClient();
    client.setQueryData(['form-options', 'en'], formOptions());
    client.setQueryData(queryKeys.applications.detail(APP_ID), record({ description: 'Old', version: 2 }));
    await client.invalidateQueries({ queryKey: ['applications'], refetchType: 'none' });
    await renderAt(`/application/1/${APP_ID}`, { session: testSession });
    await screen.findByRole('button', { name: 'Back' });
    expect(getInput('Description of the purchase').value).toBe('Fresh');
  });

  it('shows the resubmitted notice on an application that was already decided', async () => {
    api({}, record({ status: 'Not Approved' }));
    await renderAt(`/application/1/${APP_ID}`, { session: testSession });
    expect(await screen.findByText('Resubmitted application')).toBeTruthy();
  });

  it('says when the application cannot be found', async () => {
    mockApi({
      'GET /form-options': () => ({ body: formOptions() }),
      [`GET /applications/get/${APP_ID}`]: () => ({
        status: 404,
        body: { errorMessage: "Couldn't fetch the application" },
      }),
    });
    await renderAt(`/application/4/${APP_ID}`, { session: testSession });
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't fetch the application");
  });
});

describe('review and submit', () => {
  it('shows the application in read-only cards, — for empty values, with links to edit each step', async () => {
    api();
    await renderAt(`/application/4/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Review the application' });
    await screen.findByRole('button', { name: 'Back' });
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    const row = (name: string) =>
      within(applicant).getByText(name).closest('.review-row')?.querySelector('dd')?.textContent;
    expect(row('Mobile phone')).toBe('—Not provided');
    expect(row('Date of birth')).toBe('April 15, 1980');
    expect(row('Social Insurance Number')).toBe('*** *** 286');
    const first = screen.getByRole('region', { name: 'Application' });
    expect(within(first).getByText('$12,500.00')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Edit Application' }).getAttribute('href')).toBe(
      `/application/1/${APP_ID}`,
    );
    expect(within(applicant).getByRole('link', { name: 'Edit Applicant' }).getAttribute('href')).toBe(
      `/application/3-1/${APP_ID}`,
    );
    expect(screen.getByRole('region', { name: 'Current address' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Previous address' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Capacity to repay (Quebec)' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Current address' })).getByText('Ontario')).toBeTruthy();
  });

  it('formats the review in French and shows the Quebec fields to a Quebec vendor', async () => {
    api({}, record({ grossIncome: 5250.5, referral: 'porte-a-porte' }));
    await renderAt(`/application/4/${APP_ID}`, { session: quebecSession, locale: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Vérifier la demande' });
    await screen.findByRole('button', { name: 'Retour' });
    expect(screen.getByText('12 500.00 $')).toBeTruthy();
    const quebec = screen.getByRole('region', { name: 'Capacité de rembourser (Québec)' });
    expect(within(quebec).getByText('5 250.50 $')).toBeTruthy();
    expect(within(quebec).getByText('Porte-à-porte')).toBeTruthy();
  });

  it('submits once, even on a double click, and goes to the submitting page', async () => {
    const { calls } = api({
      [`GET /applications/submit/${APP_ID}`]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { body: application({ status: 'SubmittedToCredit', version: 4 }) };
      },
    });
    const { router } = await renderAt(`/application/4/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Review the application' });
    await screen.findByRole('button', { name: 'Back' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/application/submitting/${APP_ID}`));
    expect(calls.filter((c) => c.path === `/applications/submit/${APP_ID}`)).toHaveLength(1);
  });

  it('shows a refused submit’s errors on the cards of the form that has them', async () => {
    api(
      {
        [`GET /applications/submit/${APP_ID}`]: () => ({
          status: 400,
          body: {
            errorMessage: 'Please review the form for errors.',
            errorMessages: { application: {}, coApplicant: { employer: 'This field is required.' } },
          },
        }),
      },
      record({ hasCoApplicant: 'Yes' }, { firstName: 'Liam', employer: null }),
    );
    const { router } = await renderAt(`/application/coborrower/3/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Review the co-applicant' });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please review the form for errors.');
    const card = screen.getByRole('region', { name: 'Co-applicant' });
    expect(within(card).getByText('Employer').closest('.review-row')?.querySelector('dd')?.textContent).toBe(
      '—Not providedThis field is required.',
    );
    expect(router.state.location.pathname).toBe(`/application/coborrower/3/${APP_ID}`);

    // The step that edits the field opens with its error shown.
    fireEvent.click(within(card).getByRole('link', { name: 'Edit Co-applicant' }));
    await screen.findByRole('heading', { level: 1, name: 'Co-applicant information' });
    await screen.findByRole('button', { name: 'Back' });
    expect(fieldError('Employer')).toBe('This field is required.');
  });

  it('sends the application’s errors to step 4', async () => {
    const answer = {
      status: 400,
      body: {
        errorMessage: 'x',
        errorMessages: { application: { city: 'This field is required.' }, coApplicant: {} },
      },
    };
    api(
      { [`GET /applications/submit/${APP_ID}`]: () => answer },
      record({ hasCoApplicant: 'Yes' }, { firstName: 'Liam' }),
    );
    const { router } = await renderAt(`/application/coborrower/3/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Review the co-applicant' });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Review the application' });
    await screen.findByRole('button', { name: 'Back' });
    expect(router.state.location.pathname).toBe(`/application/4/${APP_ID}`);
    expect(screen.getByRole('alert').textContent).toBe('Please review the form for errors.');
  });

  it('treats a refused submit without field details as a fatal error', async () => {
    api({
      [`GET /applications/submit/${APP_ID}`]: () => ({
        status: 500,
        body: { errorMessage: 'Database down' },
      }),
    });
    const { router } = await renderAt(`/application/4/${APP_ID}`, { session: testSession });
    await screen.findByRole('button', { name: 'Back' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fatal Error: Database down');
    expect(router.state.location.pathname).toBe(`/application/4/${APP_ID}`);
  });
});
