// Issue 29 item 1 (decision 033): the review that submits asks the customer's consent again after a re-submit, and
// saves it through step 1 before the submit.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, mockApi, renderAt, testSession } from '../../../../testing/render.tsx';
import { APP_ID, application, formOptions, record } from '../../testing/wizard-fixtures.ts';

const CUSTOMER = 'I, the customer, have read this text and I consent';
const CO_APPLICANT = 'I, the co-applicant, have read this text and I consent';
const BOTH = /A new credit check will be made for both of you, the customer and the co-applicant\./;

function api(app: ReturnType<typeof record>) {
  return mockApi({
    [`GET /applications/get/${APP_ID}`]: () => ({ body: app }),
    'GET /form-options': () => ({ body: formOptions('en') }),
    'POST /applications/save': () => ({
      body: application({ creditReleaseObtained: 'Yes', hasCoApplicant: 'Yes', version: 8 }),
    }),
    'POST /applications/save-co-applicant': () => ({
      body: {
        ...application({ creditReleaseObtained: 'Yes', hasCoApplicant: 'Yes', version: 9 }),
        coApplicant: { ...app.coApplicant, creditReleaseObtained: 'Yes' },
      },
    }),
    [`GET /applications/submit/${APP_ID}`]: () => ({
      body: application({ status: 'SubmittedToCredit', version: 9 }),
    }),
  });
}

async function openReview(path: string, heading: string) {
  const rendered = await renderAt(path, { session: testSession });
  await screen.findByRole('heading', { level: 1, name: heading });
  await screen.findByRole('button', { name: 'Back' });
  return rendered;
}

describe('the consent asked again on the review that submits', () => {
  it('asks it on the co-applicant review, refuses a blank box, then saves step 1 and submits', async () => {
    const { calls } = api(
      record(
        { creditReleaseObtained: null, hasCoApplicant: 'Yes', version: 7 },
        { firstName: 'Liam', creditReleaseObtained: 'Yes' },
      ),
    );
    const { router } = await openReview(`/application/coborrower/3/${APP_ID}`, 'Review the co-applicant');
    expect(screen.getByText(BOTH)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: CUSTOMER });
    // The co-applicant's consent is on file: only the customer's box.
    expect(screen.queryByRole('checkbox', { name: CO_APPLICANT })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please review the form for errors.');
    expect(fieldError(CUSTOMER)).toBe('You must accept the terms');
    expect(calls.filter((c) => c.method !== 'GET' || c.path.includes('/submit/'))).toEqual([]);

    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/application/submitting/${APP_ID}`));
    const save = calls.find((c) => c.path === '/applications/save');
    expect(save?.body).toEqual({
      id: APP_ID,
      step: '1',
      mode: 'next',
      version: 7,
      creditReleaseObtained: 'Yes',
      amount: '12500.00',
      applicationType: 'Finance',
      description: 'Furnace',
      hasCoApplicant: 'Yes',
    });
    // The consent is saved before the submit goes (the submitting page then polls the status).
    const order = calls.map((c) => c.path).filter((p) => /\/applications\/(save|submit)/.test(p));
    expect(order).toEqual(['/applications/save', `/applications/submit/${APP_ID}`]);
  });

  it('asks it on step 4 when it submits (no co-applicant), for the customer alone', async () => {
    api(record({ creditReleaseObtained: null }));
    await openReview(`/application/4/${APP_ID}`, 'Review the application');
    expect(screen.getByText(/A new credit check will be made for you\./)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: CUSTOMER })).toBeTruthy();
  });

  it('asks nothing on step 4 on the way to the co-applicant, nor once the consent is given', async () => {
    api(record({ creditReleaseObtained: null, hasCoApplicant: 'Yes' }));
    await openReview(`/application/4/${APP_ID}`, 'Review the application');
    expect(screen.getByRole('button', { name: 'Next: co-applicant' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: CUSTOMER })).toBeNull();
  });

  it('asks the co-applicant too when a re-submit withdrew both, each box refused blank, then saves both steps 1', async () => {
    const { calls } = api(
      record(
        { creditReleaseObtained: null, hasCoApplicant: 'Yes', version: 7 },
        { firstName: 'Liam', creditReleaseObtained: null },
      ),
    );
    const { router } = await openReview(`/application/coborrower/3/${APP_ID}`, 'Review the co-applicant');
    const customer = screen.getByRole('checkbox', { name: CUSTOMER });
    const coApplicant = screen.getByRole('checkbox', { name: CO_APPLICANT });

    fireEvent.click(customer);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please review the form for errors.');
    expect(fieldError(CO_APPLICANT)).toBe('You must accept the terms');
    expect(calls.filter((c) => c.method !== 'GET' || c.path.includes('/submit/'))).toEqual([]);

    fireEvent.click(coApplicant);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/application/submitting/${APP_ID}`));
    const order = calls.map((c) => c.path).filter((p) => /\/applications\/(save|submit)/.test(p));
    expect(order).toEqual([
      '/applications/save',
      '/applications/save-co-applicant',
      `/applications/submit/${APP_ID}`,
    ]);
    const co = calls.find((c) => c.path === '/applications/save-co-applicant');
    // The co-applicant's step 1 as stored, with its box, at the version the customer's save answered.
    expect(co?.body).toMatchObject({
      id: APP_ID,
      step: '1',
      mode: 'next',
      version: 8,
      creditReleaseObtained: 'Yes',
    });
  });

  it('asks nothing when the consent is on file', async () => {
    api(record({ hasCoApplicant: 'Yes' }, { firstName: 'Liam', creditReleaseObtained: 'Yes' }));
    await openReview(`/application/coborrower/3/${APP_ID}`, 'Review the co-applicant');
    expect(screen.queryByRole('checkbox', { name: CUSTOMER })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: CO_APPLICANT })).toBeNull();
    expect(screen.queryByText(BOTH)).toBeNull();
  });
});
