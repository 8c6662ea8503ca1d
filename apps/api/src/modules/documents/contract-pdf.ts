// The contract PDF (issue 12): an instalment sale contract (Finance) or a consumer lease (Rental) with its cost of
// borrowing disclosure, payment schedule, terms and a signature block per signer, in the customer's language; a
// Quebec vendor's contract is French first, then English (Charter of the French language, s. 55).
import { type DocumentSignerRole, formatCents, type Locale, type SignerRole } from '@vp/domain';
import { resources } from '@vp/i18n';
import { PDFDocument } from 'pdf-lib';
import type { ContractAddress, ContractInput, ContractPerson, SignatureBlock } from './contract.types.ts';
import { dollarsToCents, formatLongDate, formatPercent } from './contract-format.ts';
import { writeLayout } from './contract-layout.ts';
import { paymentScheduleRows } from './contract-schedule.ts';
import { embedFonts } from './fonts.ts';
import { CONTENT_WIDTH, PAGE, PdfWriter, type Row } from './pdf-writer.ts';

export type Words = (typeof resources)['en']['contract'];
type Kind = ContractInput['applicationType'];

/** Fills `{{name}}` placeholders (the catalogs' i18next syntax). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** The versions a contract has, in order: French then English for a Quebec vendor, else the customer's language. */
export function contractLocales(input: Pick<ContractInput, 'vendor' | 'language'>): Locale[] {
  return input.vendor.address.province.toUpperCase() === 'QC' ? ['fr', 'en'] : [input.language];
}

export const SIGNATURE_HEIGHT = 60;

function addressLines(a: ContractAddress): string {
  const street = [a.line1, a.line2].filter(Boolean).join(', ');
  return `${street}\n${a.city} ${a.province} ${a.postal}`;
}

function personText(p: ContractPerson): string {
  const contact = [p.phone, p.email].filter(Boolean).join(' · ');
  return `${p.firstName} ${p.lastName}\n${addressLines(p.address)}${contact ? `\n${contact}` : ''}`;
}

function disclosureRows(input: ContractInput, w: Words, locale: Locale): Row[] {
  const d = input.selection.disclosure;
  const kind = input.applicationType;
  const money = (dollars: number) => formatCents(dollarsToCents(dollars), locale);
  const months = (count: number) => fill(w.disclosure.months, { count });
  const interest = input.selection.deferralPeriod.interest;
  const deferral =
    d.zeroPaymentMonths === 0
      ? w.disclosure.deferralNone
      : fill(interest === 'waive' ? w.disclosure.deferralWaive : w.disclosure.deferralAccrue, {
          count: d.zeroPaymentMonths,
        });
  return [
    { label: w.disclosure.principal[kind], value: money(d.principal) },
    { label: w.disclosure.annualRate[kind], value: formatPercent(d.annualRatePercent, locale) },
    { label: w.disclosure.apr[kind], value: formatPercent(d.aprPercent, locale), emphasis: true },
    { label: w.disclosure.term, value: months(d.termMonths) },
    { label: w.disclosure.deferral, value: deferral },
    { label: w.disclosure.frequency, value: w.disclosure.monthly },
    { label: w.disclosure.paymentCount, value: String(d.paymentCount) },
    { label: w.disclosure.payment, value: money(d.payment), emphasis: true },
    { label: w.disclosure.lastPayment, value: money(d.lastPayment) },
    { label: w.disclosure.firstPaymentDate, value: formatLongDate(d.firstPaymentDate, locale) },
    { label: w.disclosure.fees, value: money(d.fee) },
    { label: w.disclosure.totalOfPayments[kind], value: money(d.totalOfPayments) },
    { label: w.disclosure.costOfCredit[kind], value: money(d.costOfCredit), emphasis: true },
    { label: w.disclosure.totalObligation[kind], value: money(d.totalObligation), emphasis: true },
  ];
}

function writeHeader(out: PdfWriter, input: ContractInput, w: Words, locale: Locale, kind: Kind): void {
  out.text(w.title[kind], { font: 'bold', size: 16, after: 2 });
  out.text(w.subtitle[kind], { size: 11, muted: true, after: 6 });
  const date = formatLongDate(input.contractDate, locale);
  out.text(
    `${fill(w.contractNumber, { number: input.contractNumber })} · ${fill(w.contractDate, { date })} · ${w.version}`,
    { after: 6 },
  );
}

function writeParties(out: PdfWriter, input: ContractInput, w: Words, kind: Kind): void {
  out.heading(w.parties.heading);
  const rows = [[w.parties.customer[kind], personText(input.customer)]];
  if (input.coCustomer) rows.push([w.parties.coCustomer[kind], personText(input.coCustomer)]);
  const business = (b: ContractInput['vendor']) =>
    `${b.name}\n${addressLines(b.address)}${b.phone ? `\n${b.phone}` : ''}`;
  rows.push(
    [w.parties.vendor[kind], business(input.vendor)],
    [w.parties.lender[kind], business(input.lender)],
  );
  out.table(
    [
      { header: w.parties.heading, width: 0.3 },
      { header: w.parties.heading, width: 0.7 },
    ],
    rows,
    { header: false },
  );
}

function writeGoods(out: PdfWriter, input: ContractInput, w: Words, locale: Locale, kind: Kind): void {
  out.heading(w.goods.heading[kind]);
  const body = input.assets.map((a) => [
    String(a.quantity),
    a.description,
    a.serialNumber ?? '—',
    formatCents(a.totalCents, locale),
  ]);
  const total = input.assets.reduce((sum, a) => sum + a.totalCents, 0);
  body.push(['', w.goods.total, '', formatCents(total, locale)]);
  out.table(
    [
      { header: w.goods.quantity, width: 0.08 },
      { header: w.goods.description, width: 0.5 },
      { header: w.goods.serial, width: 0.2 },
      { header: w.goods.price, width: 0.22, align: 'right' },
    ],
    body,
  );
  const program = input.programNames?.[locale] ?? input.selection.program.description;
  out.text(fill(w.goods.program, { program }), { after: 2 });
  out.text(fill(w.goods.installation, { date: formatLongDate(input.selection.installationDate, locale) }));
}

function writeDisclosure(out: PdfWriter, input: ContractInput, w: Words, locale: Locale, kind: Kind): void {
  // The disclosure is read as a whole: its heading, text and figures start on the same page.
  out.ensure(360);
  out.heading(w.disclosure.heading[kind]);
  out.text(w.disclosure.intro[kind], { after: 6 });
  out.rows(disclosureRows(input, w, locale));
  out.text(w.disclosure.aprNote, { muted: true });
  out.heading(w.schedule.heading);
  const rows = paymentScheduleRows(input.selection.disclosure, input.selection.paymentDate).map((r) => [
    fill(r.from === r.to ? w.schedule.one : w.schedule.range, { from: r.from, to: r.to }),
    r.from === r.to
      ? formatLongDate(r.firstDue, locale)
      : fill(w.schedule.monthlyRange, {
          from: formatLongDate(r.firstDue, locale),
          to: formatLongDate(r.lastDue, locale),
        }),
    r.free ? w.schedule.free : formatCents(r.amountCents, locale),
  ]);
  out.table(
    [
      { header: w.schedule.payments, width: 0.24 },
      { header: w.schedule.dueDates, width: 0.52 },
      { header: w.schedule.amount, width: 0.24, align: 'right' },
    ],
    rows,
  );
}

function writeTerms(out: PdfWriter, w: Words, kind: Kind, quebec: boolean): void {
  out.heading(w.terms.heading);
  for (const paragraph of Object.values(w.terms[kind])) out.text(paragraph, { after: 6 });
  out.text(quebec ? w.terms.quebecCancellation : w.terms.cancellation, {
    font: quebec ? 'bold' : 'regular',
    after: 6,
  });
  if (quebec) out.text(w.terms.quebecLanguage, { after: 6 });
  out.text(w.terms.law, { after: 6 });
}

function writeSignatures(
  out: PdfWriter,
  input: ContractInput,
  w: Words,
  locale: Locale,
  kind: Kind,
): SignatureBlock[] {
  out.heading(w.signatures.heading);
  out.text(w.signatures.intro[kind], { after: 10 });
  const signers: Array<[SignerRole, ContractPerson]> = [['customer', input.customer]];
  if (input.coCustomer) signers.push(['coCustomer', input.coCustomer]);
  return signers.map(([role, person]) =>
    signatureBlock(out, w, {
      role,
      locale,
      label: fill(w.signatures.signer, {
        role: w.parties[role][kind],
        name: `${person.firstName} ${person.lastName}`,
      }),
    }),
  );
}

/**
 * One signer's block: who signs, a line to sign on and one for the date, with their captions. The block is where
 * placeSignatures puts the signature later (a contract's and a completion certificate's alike).
 */
export function signatureBlock(
  out: PdfWriter,
  w: Words,
  signer: { role: DocumentSignerRole; locale: Locale; label: string },
): SignatureBlock {
  const width = CONTENT_WIDTH * 0.62;
  out.ensure(SIGNATURE_HEIGHT + 50);
  out.text(signer.label, { font: 'bold', after: 0 });
  const lineY = out.y - SIGNATURE_HEIGHT;
  const block = {
    role: signer.role,
    locale: signer.locale,
    page: out.pageIndex,
    x: PAGE.margin,
    y: lineY + 2,
    width,
    height: SIGNATURE_HEIGHT - 4,
  };
  const line = (x: number, to: number) =>
    out.page.drawLine({ start: { x, y: lineY }, end: { x: to, y: lineY }, thickness: 0.8 });
  line(PAGE.margin, PAGE.margin + width);
  line(PAGE.margin + width + 24, PAGE.width - PAGE.margin);
  out.y = lineY;
  const caption = { size: 10, font: out.fonts.regular };
  out.page.drawText(w.signatures.signature, { ...caption, x: PAGE.margin, y: lineY - 12 });
  out.page.drawText(w.signatures.date, { ...caption, x: PAGE.margin + width + 24, y: lineY - 12 });
  out.space(30);
  return block;
}

/** Builds the contract; the PDF carries its own layout (languages, signature blocks) for the later steps. */
export async function buildContractPdf(input: ContractInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const out = new PdfWriter(doc, fonts);
  const locales = contractLocales(input);
  const quebec = locales.length === 2;
  const kind = input.applicationType;
  const blocks: SignatureBlock[] = [];
  for (const locale of locales) {
    const w = resources[locale].contract;
    out.newPage(locale);
    writeHeader(out, input, w, locale, kind);
    writeParties(out, input, w, kind);
    writeGoods(out, input, w, locale, kind);
    writeDisclosure(out, input, w, locale, kind);
    writeTerms(out, w, kind, quebec);
    blocks.push(...writeSignatures(out, input, w, locale, kind));
  }
  out.footers((index, count, tag) => {
    const w = resources[tag === 'fr' ? 'fr' : 'en'].contract;
    return fill(w.footer, { number: input.contractNumber, page: index + 1, pages: count });
  });
  const title = resources[locales[0] ?? 'en'].contract.title[kind];
  doc.setTitle(`${title} ${input.contractNumber}`);
  doc.setLanguage(locales[0] === 'fr' ? 'fr-CA' : 'en-CA');
  doc.setProducer('vendor-portal documents');
  doc.setCreator('vendor-portal');
  // A fixed date keeps the bytes (and so the document's SHA-256) a function of the input alone.
  const created = new Date(`${input.contractDate}T00:00:00Z`);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  writeLayout(doc, { kind: 'contract', locales, contractNumber: input.contractNumber, blocks });
  // Classic cross-reference tables: the seal appends an incremental update that chains to them.
  return doc.save({ useObjectStreams: false });
}
