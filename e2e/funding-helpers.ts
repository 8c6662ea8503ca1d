// The funding journeys' shared pieces: a scanner's one-page PDF, a set-up retried when the loaded test server sheds
// it, and the closing of a signed deal through the API (certificate, three documents, the package, the lender's
// funding on the earliest date the cooling-off period allows), as the timeline's journey needs a funded deal.
import { type APIRequestContext, expect } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a line of text, as a scanner would give. */
export async function pdfFile(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(title, { x: 72, y: 700, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** The test server answers 503 'busy' while its event loop stalls (two shared cores): set up again after one. */
export async function ready<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt === 3 || !String(error).includes('busy')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** A signed deal's certificate (paper), its three required documents and its package, through the dealer's calls. */
export async function submitPackageByApi(request: APIRequestContext, token: string, id: string) {
  const headers = { Authorization: token };
  const certificate = await request.post(`/api/get-completion-certificate/${id}`, {
    headers,
    data: {
      installerName: 'Jordan Installer',
      installerEmail: 'jordan@example.com',
      installerCompany: 'Warm Homes Inc.',
      method: 'paper',
    },
  });
  expect(certificate.ok(), `certificate: ${await certificate.text()}`).toBe(true);
  for (const uploadType of ['billOfSale', 'voidCheque', 'warrantyInfo']) {
    const target = await request.post(`/doc-api/applications/upload-to-s3/${id}`, {
      headers,
      data: { uploadType, fileName: `${uploadType}.pdf`, contentType: 'application/pdf' },
    });
    expect(target.ok(), `upload-to-s3: ${await target.text()}`).toBe(true);
    const { url, headers: putHeaders } = (await target.json()) as {
      url: string;
      headers: Record<string, string>;
    };
    const put = await request.put(url, { headers: putHeaders, data: await pdfFile(uploadType) });
    expect(put.ok(), `PUT ${uploadType}: ${await put.text()}`).toBe(true);
  }
  const checks = await request.get(`/doc-api/applications/funding-checks/${id}`, { headers });
  const { financedAmount } = (await checks.json()) as { financedAmount: number };
  const sent = await request.get(
    `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=${financedAmount.toFixed(2)}`,
    { headers },
  );
  expect(sent.ok(), `send-to-edge: ${await sent.text()}`).toBe(true);
}

/** The lender funds a submitted package on the earliest date the cooling-off period allows: Booked. */
export async function fundByApi(request: APIRequestContext, underwriterToken: string, id: string) {
  const headers = { Authorization: underwriterToken };
  const item = await request.get(`/api/underwriter/funding/${id}`, { headers });
  const { Item } = (await item.json()) as { Item: { earliestFundingDate: string } };
  const funded = await request.post(`/api/underwriter/funding/${id}`, {
    headers,
    data: { decision: 'fund', fundingDate: Item.earliestFundingDate },
  });
  expect(await funded.json()).toEqual({ status: 'Booked' });
}
