import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvedApplicationAnswer } from '../../../testing/financing-answers.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';

const ID = '11111111-2222-4333-8444-555555555555';
/** The get answer of a signed contract: the upload screens open. */
const signedDeal = {
  [`GET /applications/get/${ID}`]: () =>
    approvedApplicationAnswer(
      { id: ID, status: 'Signatures Received' },
      { contractRequested: true, signed: true },
    ),
};

function statusAnswer(present: string[], extra: object = {}) {
  const types = ['billOfSale', 'voidCheque', 'proofOfOwnership', 'warrantyInfo', 'otherSupportingDocs'];
  return {
    body: {
      data: Object.fromEntries(types.map((t) => [t, present.includes(t) ? 'present' : 'absent'])),
      status: 'Signatures Received',
      locked: false,
      missingDocumentsNote: null,
      files: Object.fromEntries(present.map((t) => [t, { fileName: `${t}.pdf`, size: 10 }])),
      maxMegabytes: 25,
      ...extra,
    },
  };
}
const checksAnswer = {
  body: {
    checks: [{ id: 'coolingOff', ok: true, checked: true, params: { days: 10, date: '2026-03-12' } }],
    financedAmount: 5123.45,
    earliestFundingDate: '2026-03-12',
    coolingOffDays: 10,
    coolingOffSource: 'Ontario',
  },
};

/** jsdom's XMLHttpRequest sends nothing: this one reports progress and answers 200, recording what was sent. */
class FakeXhr {
  static sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, body, headers: this.headers });
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
    setTimeout(() => {
      this.status = 200;
      this.onload?.();
    }, 20);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('upload step 1', () => {
  it('shows the five tiles present or absent, in French too, and no submit until the three required are present', async () => {
    mockApi({
      ...signedDeal,
      [`GET /doc-api/applications/check-upload-status/${ID}`]: () => statusAnswer(['billOfSale']),
      [`GET /doc-api/applications/funding-checks/${ID}`]: () => checksAnswer,
    });
    await renderAt(`/upload-files/${ID}`, { session: testSession, locale: 'fr' });
    const bill = await screen.findByRole('listitem', { name: 'Acte de vente' });
    expect(within(bill).getByText('Téléversé')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Chèque annulé' })).getByText('Non téléversé'),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /./ }).filter((e) => e.tagName === 'LI')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Combiner et soumettre' })).toBeNull();
  });

  it('offers Combine and submit once the bill of sale, the void cheque and the warranty are present', async () => {
    const { calls } = mockApi({
      ...signedDeal,
      [`GET /doc-api/applications/check-upload-status/${ID}`]: () =>
        statusAnswer(['billOfSale', 'voidCheque', 'warrantyInfo'], {
          missingDocumentsNote: 'Cheque unreadable.',
        }),
      [`GET /doc-api/applications/funding-checks/${ID}`]: () => checksAnswer,
      [`GET /doc-api/applications/send-to-edge/${ID}`]: () => ({
        status: 400,
        body: {
          errorMessage:
            "The bill of sale's final amount (5000.00) differs from the contract's financed amount (5123.45).",
        },
      }),
    });
    await renderAt(`/upload-files/${ID}`, { session: testSession });
    expect(await screen.findByText('The lender asked for documents: Cheque unreadable.')).toBeTruthy();
    expect(
      await screen.findByText(/Cooling-off period of 10 days: the earliest funding date is March 12, 2026/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Bill of sale final amount/), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Combine and submit' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('differs'),
    );
    expect(calls.some((c) => c.path.endsWith(`send-to-edge/${ID}`))).toBe(true);
  });
});

describe('the checks before submitting (issue 23)', () => {
  const preview = {
    body: {
      ...checksAnswer.body,
      financedAmount: 5650,
      checks: [
        { id: 'contractSealed', ok: true, checked: true, params: {} },
        { id: 'amountsAgree', ok: false, checked: false, params: { financed: 5650, billOfSale: 0 } },
        { id: 'coolingOff', ok: false, checked: false, params: { days: 10, date: '' } },
      ],
    },
  };
  const line = (text: RegExp) => screen.getByText(text).closest('li')?.getAttribute('data-state');

  it('says "not yet checked" until there is something to check, then checks the amount as it is typed', async () => {
    mockApi({
      ...signedDeal,
      [`GET /doc-api/applications/check-upload-status/${ID}`]: () =>
        statusAnswer(['billOfSale', 'voidCheque', 'warrantyInfo']),
      [`GET /doc-api/applications/funding-checks/${ID}`]: () => preview,
    });
    await renderAt(`/upload-files/${ID}`, { session: testSession });
    expect(
      await screen.findByText(
        "Not yet checked — The bill of sale's amount, typed below, must equal the financed amount ($5,650.00)",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Not yet checked — Cooling-off period of 10 days: the earliest funding date is known once the contract is signed',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Passed — The bill of sale/)).toBeNull();
    const amount = screen.getByLabelText(/Bill of sale final amount/);
    fireEvent.change(amount, { target: { value: '5,649.99' } });
    expect(line(/^Not met — The bill of sale's amount equals/)).toBe('failed');
    fireEvent.change(amount, { target: { value: '5650' } });
    expect(line(/^Passed — The bill of sale's amount equals the financed amount \(\$5,650\.00\)/)).toBe(
      'passed',
    );
    fireEvent.change(amount, { target: { value: '' } });
    expect(line(/^Not yet checked — The bill of sale's amount/)).toBe('notChecked');
  });

  it('says it in French too', async () => {
    mockApi({
      ...signedDeal,
      [`GET /doc-api/applications/check-upload-status/${ID}`]: () =>
        statusAnswer(['billOfSale', 'voidCheque', 'warrantyInfo']),
      [`GET /doc-api/applications/funding-checks/${ID}`]: () => preview,
    });
    await renderAt(`/upload-files/${ID}`, { session: testSession, locale: 'fr' });
    expect(
      await screen.findByText(/^Pas encore vérifié — Le montant de l’acte de vente, à saisir ci-dessous/),
    ).toBeTruthy();
  });
});

describe('upload step 2', () => {
  it('refuses a PNG with the spec message and sends nothing', async () => {
    const { calls } = mockApi({
      ...signedDeal,
      [`GET /doc-api/applications/check-upload-status/${ID}`]: () => statusAnswer([]),
    });
    await renderAt(`/upload-files/billOfSale/${ID}`, { session: testSession });
    const input = (await screen.findByLabelText('Drag a file here or click to choose one')).querySelector(
      'input',
    );
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'scan.png', { type: 'image/png' })] } });
    expect(
      await screen.findByText('Invalid file type selected. Only JPG and PDF file formats are accepted.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('upload-to-s3'))).toEqual([]);
  });

  it('uploads a PDF straight to the URL with a progress bar, then completes it', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = mockApi({
      ...signedDeal,
      [`GET /doc-api/applications/check-upload-status/${ID}`]: () => statusAnswer([]),
      [`POST /doc-api/applications/upload-to-s3/${ID}`]: () => ({
        body: {
          url: `/doc-api/files/${ID}/7?signature=s`,
          uploadId: 7,
          expiresAt: '2026-03-02T16:00:00Z',
          headers: { 'content-type': 'application/pdf' },
        },
      }),
      [`POST /doc-api/applications/upload-complete/${ID}`]: () => ({
        body: { uploadType: 'billOfSale', fileName: 'bill.pdf', size: 9 },
      }),
    });
    await renderAt(`/upload-files/billOfSale/${ID}`, { session: testSession });
    const input = (await screen.findByLabelText('Drag a file here or click to choose one')).querySelector(
      'input',
    );
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith(`upload-complete/${ID}`))).toBe(true));
    expect(FakeXhr.sent[0]).toMatchObject({
      url: `/doc-api/files/${ID}/7?signature=s`,
      headers: { 'content-type': 'application/pdf', 'Accept-Language': 'en' },
    });
    expect(FakeXhr.sent[0]?.headers).not.toHaveProperty('Authorization');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/upload-files/${ID}`);
  });
});
