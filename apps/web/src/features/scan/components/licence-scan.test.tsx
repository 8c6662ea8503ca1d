import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { applicationStepForm } from '@vp/domain';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { QueryBoundary } from '../../../components/layout/query-boundary.tsx';
import { loadNamespaces, setLocale } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { testSession } from '../../../testing/render.tsx';
import { LicenceScan } from './licence-scan.tsx';

const form = applicationStepForm('2', {
  vendorCountry: 'CA',
  quebecVendor: false,
  today: { year: 2025, month: 6, day: 1 },
});

const newYork = {
  firstName: 'JAMES',
  lastName: 'MILLER',
  dob: '03/14/1979',
  address1: '350 5TH AVE',
  city: 'NEW YORK',
  province: 'NY',
  postal: '10118',
  country: 'US',
};

/** Answers POST /api/applications/scan/app-1 with `answer`, recording what was sent. */
function mockScan(answer: { status: number; body: unknown }) {
  const sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        body: init?.body,
        headers: { ...(init?.headers as Record<string, string>) },
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

async function renderScan(locale: 'en' | 'fr' = 'en') {
  await setLocale(locale);
  await loadNamespaces(['scan']);
  saveSession(testSession);
  const onContinue = vi.fn();
  render(
    <AppProvider>
      <QueryBoundary>
        <LicenceScan applicationId="app-1" form={form} busy={false} onContinue={onContinue} />
      </QueryBoundary>
    </AppProvider>,
  );
  return { onContinue };
}

function choosePhoto(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  expect(input.accept).toBe('image/jpeg,image/png');
  expect(input.getAttribute('capture')).toBe('environment');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('LicenceScan', () => {
  it('says what is read, why, and that the licence number and the picture are not kept', async () => {
    await renderScan();
    expect(screen.getByRole('heading', { name: 'What the scan reads, and what is kept' })).toBeTruthy();
    expect(
      screen.getByText(/reads the name, date of birth and address in the barcode, only to prefill/),
    ).toBeTruthy();
    expect(screen.getByText(/^Neither the licence number nor the picture is kept\./)).toBeTruthy();
    expect(screen.getByText(/about 15 cm/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan now' })).toBeTruthy();
  });

  it('tells a browser without a camera API that it cannot scan', async () => {
    await renderScan();
    // jsdom has no navigator.mediaDevices, as an old browser.
    fireEvent.click(screen.getByRole('button', { name: 'Scan now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser is too old to scan a licence. Please use an up-to-date browser.',
    );
  });

  it('sends a photo as multipart, shows what the server read, and continues with what the form accepts', async () => {
    const sent = mockScan({ status: 200, body: { results: newYork } });
    const { onContinue } = await renderScan();
    choosePhoto(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'licence.jpg', { type: 'image/jpeg' }));

    const heading = await screen.findByRole('heading', { name: 'Information read from the licence' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent[0]?.url).toBe('/api/applications/scan/app-1');
    const body = sent[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('fileType')).toBe('image/jpeg');
    expect((body.get('fileInfo') as File).type).toBe('image/jpeg');
    expect(sent[0]?.headers.Authorization).toBe('token-1');

    const section = heading.closest('section') as HTMLElement;
    const row = (field: string) => section.querySelector(`[data-field="${field}"]`) as HTMLElement;
    expect(within(row('province')).getByText('State')).toBeTruthy();
    expect(row('province').querySelector('dd')?.textContent).toBe(
      'NYNot filled in: Choose one of the provinces offered.',
    );
    expect(row('country').querySelector('dd')?.textContent).toBe(
      "United StatesNot filled in: The country must be the vendor's country.",
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Licence read. Check the information below, then choose Continue.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      firstName: 'JAMES',
      lastName: 'MILLER',
      dob: '03/14/1979',
      address1: '350 5TH AVE',
      city: 'NEW YORK',
    });
  });

  it('shows the server’s message when the photo has no licence barcode', async () => {
    mockScan({ status: 422, body: { errorMessage: 'Aucun code-barres de permis n’a été trouvé.' } });
    await renderScan('fr');
    choosePhoto(new File([new Uint8Array([0x89, 0x50])], 'grey.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aucun code-barres de permis n’a été trouvé.',
    );
    expect(screen.getByRole('button', { name: 'Prendre ou choisir une photo' })).toBeTruthy();
  });

  it('says Fatal Error: when the server fails', async () => {
    mockScan({ status: 500, body: { errorMessage: 'Internal Server Error' } });
    await renderScan();
    choosePhoto(new File([new Uint8Array([0x89, 0x50])], 'licence.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fatal Error: Internal Server Error');
  });
});
