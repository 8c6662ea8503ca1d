import { formatCents } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { contractFixture } from './contract.fixture.ts';
import { buildContractPdf, contractLocales } from './contract-pdf.ts';
import { paymentScheduleRows } from './contract-schedule.ts';
import { pdfPageCount, pdfText } from './pdf-tools.ts';

// Compared on single plain spaces: lines wrap, and pdftotext may turn a no-break space into a plain one.
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const lines = (text: string) => text.split('\n').map((line) => line.trim());
const cents = (dollars: number) => Math.round(dollars * 100);

describe('buildContractPdf', () => {
  it('writes an Ontario instalment contract in English with every disclosed figure of the selection', async () => {
    const input = contractFixture({ province: 'ON', language: 'en' });
    const text = plain(pdfText(await buildContractPdf(input)));
    const d = input.selection.disclosure;
    expect(text).toContain('Instalment Sale Contract and Cost of Borrowing Disclosure');
    expect(text).toContain('Contract no. 01000123');
    expect(text).toMatch(/Annual percentage rate \(APR\)\s+12\.430%/);
    expect(d.aprPercent).toBe('12.430');
    for (const dollars of [
      d.principal,
      d.payment,
      d.lastPayment,
      d.totalOfPayments,
      d.costOfCredit,
      d.totalObligation,
    ])
      expect(text).toContain(formatCents(cents(dollars), 'en'));
    expect(text).toMatch(/Total cost of credit \(interest and fees\)\s+\$5,289\.47/);
    expect(text).toMatch(/Number of payments\s+60/);
    expect(text).toContain('First payment date');
    expect(text).toContain('November 15, 2026');
    // The schedule: 6 payment-free months, 59 level payments, the last one closing the balance.
    expect(text).toContain('No. 1 to 6');
    expect(text).toContain('No. 7 to 65');
    expect(text).toContain('No. 66');
    expect(text).toContain('Buyer: Jordan Whitaker');
    expect(text).not.toContain('Co-buyer:');
    expect(text).not.toContain('Version française');
  });

  it('puts the French version first for a Quebec vendor, then the English one, with accents intact', async () => {
    const input = contractFixture({ province: 'QC', coCustomer: true, language: 'en' });
    expect(contractLocales(input)).toEqual(['fr', 'en']);
    const pdf = await buildContractPdf(input);
    const first = plain(pdfText(pdf, { first: 1, last: 1 }));
    expect(first).toContain('Contrat de crédit : vente à tempérament et déclaration');
    expect(first).toContain('Version française');
    expect(first).toContain('Céline Bélanger-Côté');
    expect(first).toContain('François Lévesque');
    expect(first).toContain('Montréal QC H3G 1Z2');
    expect(first).toContain('12 345.67 $');
    const all = plain(pdfText(pdf));
    expect(all.indexOf('Version française')).toBeLessThan(all.indexOf('English version'));
    expect(all).toContain('Taux de crédit (taux annuel)');
    expect(all).toContain('12,430 %');
    expect(all).toContain('Frais de crédit (intérêts et frais)');
    expect(all).toMatch(/Obligation totale\s+17 635\.14 \$/);
    expect(all).toContain('dans les 2 jours qui suivent');
    expect(all).toContain('Coacheteur : François Lévesque');
    expect(all).toContain('Co-buyer: François Lévesque');
    expect(all).toMatch(/ç/);
    expect(all).toMatch(/à/);
  });

  it('writes an Ontario contract in French when the customer asked for French, and only in French', async () => {
    const text = plain(pdfText(await buildContractPdf(contractFixture({ province: 'ON', language: 'fr' }))));
    expect(text).toContain('Version française');
    expect(text).not.toContain('English version');
    expect(text).toContain('dans les 10 jours');
  });

  it('uses the lease wording for a Rental', async () => {
    const text = plain(
      pdfText(await buildContractPdf(contractFixture({ applicationType: 'Rental', coCustomer: true }))),
    );
    expect(text).toContain('Consumer Lease Agreement and Lease Cost Disclosure');
    expect(text).toContain('Implicit annual percentage rate (APR)');
    expect(text).toContain('Lessee: Jordan Whitaker');
    expect(text).toContain('Co-lessee: François Lévesque');
    expect(text).toContain('The lessor owns the goods for the whole term.');
    expect(text).not.toContain('Instalment Sale Contract');
  });

  it('shows a co-customer block only when there is a co-applicant', async () => {
    const without = pdfText(await buildContractPdf(contractFixture({ coCustomer: false })));
    const withCo = pdfText(await buildContractPdf(contractFixture({ coCustomer: true })));
    expect(lines(without).filter((line) => line === 'Signature')).toHaveLength(1);
    expect(lines(withCo).filter((line) => line === 'Signature')).toHaveLength(2);
    expect(plain(without)).not.toContain('Co-buyer');
    expect(plain(withCo)).toContain('Co-buyer: François Lévesque');
  });

  it('is a pure function of its input (same bytes twice) and readable pages', async () => {
    const input = contractFixture({ province: 'QC', coCustomer: true });
    const [a, b] = [await buildContractPdf(input), await buildContractPdf(input)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(pdfPageCount(a)).toBeGreaterThanOrEqual(4);
  });
});

describe('paymentScheduleRows', () => {
  it('groups the deferred months, the level payments and the last one, summing to the total of payments', () => {
    const { disclosure, paymentDate } = contractFixture().selection;
    const rows = paymentScheduleRows(disclosure, paymentDate);
    expect(rows.map((r) => [r.from, r.to, r.free])).toEqual([
      [1, 6, true],
      [7, 65, false],
      [66, 66, false],
    ]);
    const total = rows.reduce((sum, r) => sum + (r.to - r.from + 1) * r.amountCents, 0);
    expect(total).toBe(cents(disclosure.totalOfPayments));
    expect(rows[1]?.firstDue).toBe('2026-11-15');
  });

  it('has one row when the last payment equals the others and nothing is deferred', () => {
    const { disclosure, paymentDate } = contractFixture({
      programId: 194,
      termMonths: 12,
      principalCents: 120_000,
    }).selection;
    const rows = paymentScheduleRows({ ...disclosure, lastPayment: disclosure.payment }, paymentDate);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstDue).toBe('2026-05-15');
  });
});
