// The completion certificate, prefilled: the loan number, the customer, the installer, and lines to sign by hand.
// Quebec's certificate is its own wording, French first then English (Consumer Protection Act, art. 26).
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface CertificateFacts {
  edgeId: string;
  customer: string;
  address: string;
  installerName: string;
  installerEmail: string;
  installerCompany: string;
  quebec: boolean;
  date: string;
}

const TEXT = {
  en: {
    title: 'Certificate of completion',
    body: 'The installer and the customer confirm that the goods financed under the loan below were delivered and installed, that the work is complete and in working order, and that the customer accepts them.',
    loan: 'Loan number',
    customer: 'Customer',
    address: 'Installation address',
    installer: 'Installer',
    company: 'Installer company',
    email: 'Installer e-mail',
    date: 'Date',
    signInstaller: 'Installer signature',
    signCustomer: 'Customer signature',
  },
  fr: {
    title: 'Certificat d’achèvement des travaux',
    body: 'L’installateur et le client confirment que les biens financés par le prêt ci-dessous ont été livrés et installés, que les travaux sont terminés et fonctionnels, et que le client les accepte. Conformément à la Loi sur la protection du consommateur du Québec, le client reconnaît avoir reçu un double du contrat.',
    loan: 'Numéro de prêt',
    customer: 'Client',
    address: 'Adresse d’installation',
    installer: 'Installateur',
    company: 'Entreprise de l’installateur',
    email: 'Courriel de l’installateur',
    date: 'Date',
    signInstaller: 'Signature de l’installateur',
    signCustomer: 'Signature du client',
  },
};

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + word).length > max) {
      lines.push(line.trim());
      line = '';
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${TEXT.en.title} ${facts.edgeId}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const languages = facts.quebec ? (['fr', 'en'] as const) : (['en'] as const);
  for (const language of languages) {
    const t = TEXT[language];
    const page = pdf.addPage([612, 792]);
    let y = 730;
    page.drawText(t.title, { x: 60, y, size: 20, font: bold });
    y -= 40;
    for (const line of wrap(t.body, 90)) {
      page.drawText(line, { x: 60, y, size: 11, font });
      y -= 16;
    }
    y -= 20;
    const rows: [string, string][] = [
      [t.loan, facts.edgeId],
      [t.customer, facts.customer],
      [t.address, facts.address],
      [t.installer, facts.installerName],
      [t.company, facts.installerCompany],
      [t.email, facts.installerEmail],
      [t.date, facts.date],
    ];
    for (const [label, value] of rows) {
      page.drawText(`${label}:`, { x: 60, y, size: 11, font: bold });
      page.drawText(value, { x: 230, y, size: 11, font });
      y -= 22;
    }
    y -= 50;
    for (const label of [t.signInstaller, t.signCustomer]) {
      page.drawLine({ start: { x: 60, y }, end: { x: 330, y }, thickness: 0.8 });
      page.drawText(label, { x: 60, y: y - 14, size: 10, font });
      page.drawLine({ start: { x: 370, y }, end: { x: 550, y }, thickness: 0.8 });
      page.drawText(t.date, { x: 370, y: y - 14, size: 10, font });
      y -= 70;
    }
  }
  return pdf.save();
}
