// The contract's data from the database (the documents module builds the PDF from plain data): the application,
// its co-applicant, its assets, the stored financing selection with every disclosed figure, the vendor, the lender.
import { CERTIFICATE_METHODS, type FinancingSelection, type Locale, PROGRAM_TYPES } from '@vp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications, coApplicants } from '../applications/applications.schema.ts';
import { assets } from '../assets/assets.schema.ts';
import type { ContractAddress, ContractInput } from '../documents/index.ts';
import { financingSelections } from '../financing/financing.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { vendors } from '../users/users.schema.ts';

/** The lender named on every contract (the portal's operator). */
export const LENDER: ContractInput['lender'] = {
  name: 'Lakeshore Consumer Finance Inc.',
  address: { line1: '200 Bay Street, Suite 3100', city: 'Toronto', province: 'ON', postal: 'M5J 2J2' },
};

const dollars = (cents: number | null | undefined) => (cents ?? 0) / 100;
/** YYYY-MM-DD → MM/DD/YYYY, as the selection carries its dates. */
const usDate = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((v) => v === value) ?? fallback;

export class NoProgramSaved extends Error {}

export async function loadContractInput(
  db: Db,
  applicationId: string,
  language: Locale,
  today: Date,
): Promise<ContractInput> {
  const [row] = await db
    .select({ application: applications, vendor: vendors })
    .from(applications)
    .innerJoin(vendors, eq(vendors.id, applications.vendorId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const [saved] = await db
    .select({ selection: financingSelections, program: programs })
    .from(financingSelections)
    .innerJoin(programs, eq(programs.id, financingSelections.programId))
    .where(eq(financingSelections.applicationId, applicationId))
    .limit(1);
  if (!row || !saved) throw new NoProgramSaved(applicationId);
  const { application: a, vendor } = row;
  const { selection: s, program } = saved;
  const [co] =
    a.hasCoApplicant === 'Yes'
      ? await db.select().from(coApplicants).where(eq(coApplicants.applicationId, applicationId)).limit(1)
      : [];
  const goods = await db
    .select()
    .from(assets)
    .where(eq(assets.applicationId, applicationId))
    .orderBy(assets.id);

  const address = (p: {
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    postal: string | null;
    country: string | null;
  }): ContractAddress => ({
    line1: p.address1 ?? '',
    line2: p.address2,
    city: p.city ?? '',
    province: p.province ?? '',
    postal: p.postal ?? '',
    country: p.country,
  });
  const financed = dollars(s.financedAmount);
  const selection: FinancingSelection = {
    financedAmount: financed,
    programType: oneOf(PROGRAM_TYPES, s.programType, 'Non-deferred'),
    program: {
      programId: program.id,
      description: language === 'fr' ? program.descriptionFr : program.description,
    },
    deferralPeriod: {
      label: s.deferralPeriod ?? program.deferralLabel,
      interest: s.deferralInterest === 'accrue' || s.deferralInterest === 'waive' ? s.deferralInterest : null,
    },
    qtyZeroPayments: s.qtyZeroPayments ?? 0,
    rate: s.rate ?? '0',
    fixedRate: true,
    term: { termId: s.termId ?? 0, months: s.termMonths ?? 0 },
    monthlyPayment: dollars(s.monthlyPayment),
    frequency: 'monthly',
    downpayment: dollars(s.downpayment),
    apr: s.apr ?? '0',
    paymentDate: usDate(s.leaseDate),
    installationDate: usDate(s.installationDate),
    certificateMethod: oneOf(CERTIFICATE_METHODS, s.paperOrElectronic, 'paper'),
    disclosure: {
      aprPercent: s.apr ?? '0',
      annualRatePercent: s.rate ?? '0',
      principal: financed,
      fee: dollars(s.feeCents),
      termMonths: s.termMonths ?? 0,
      zeroPaymentMonths: s.qtyZeroPayments ?? 0,
      paymentCount: s.paymentCount ?? 0,
      payment: dollars(s.monthlyPayment),
      lastPayment: dollars(s.lastPaymentCents ?? s.monthlyPayment),
      firstPaymentDate: s.firstPaymentDate ?? s.leaseDate ?? '',
      totalOfPayments: dollars(s.totalOfPaymentsCents),
      costOfCredit: dollars(s.costOfCreditCents),
      totalObligation: dollars(s.totalObligationCents),
    },
  };
  return {
    contractNumber: a.edgeId ?? a.id,
    applicationType: a.applicationType === 'Rental' ? 'Rental' : 'Finance',
    language,
    contractDate: today.toISOString().slice(0, 10),
    customer: {
      firstName: a.firstName ?? '',
      lastName: a.lastName ?? '',
      address: address(a),
      email: a.email,
      phone: a.primaryPhone,
    },
    coCustomer: co
      ? {
          firstName: co.firstName ?? '',
          lastName: co.lastName ?? '',
          address: address(co),
          email: co.email,
          phone: co.primaryPhone,
        }
      : null,
    assets: goods.map((g) => ({
      description: g.description ?? g.assetName,
      quantity: g.quantity,
      serialNumber: g.serialNumber,
      totalCents: g.retailCost,
    })),
    selection,
    // The vendors table keeps no street address yet: the contract names the dealer and its province.
    vendor: {
      name: vendor.name,
      address: { line1: '', city: '', province: vendor.province, postal: '', country: vendor.country },
    },
    lender: LENDER,
  };
}
