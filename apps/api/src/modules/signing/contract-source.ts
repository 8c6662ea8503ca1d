// The contract's data (the documents module builds the PDF from plain data): the application and its co-applicant,
// its assets, the saved financing selection with every disclosed figure, the vendor and the lender. Each is read
// through the module that owns it (decision 036): the composition root gives these reads as `ContractReads`.
import { creditorParty, type Locale } from '@vp/domain';
import type { ContractParties, ContractParty } from '../applications/index.ts';
import type { ContractAddress, ContractInput } from '../documents/index.ts';
import { type SavedSelection, selectionIn } from '../financing/index.ts';

/** What the contract reads of other modules, each function its owner's. */
export interface ContractReads {
  /** The applications module: the application and its co-applicant (when it has one). */
  parties(applicationId: string): Promise<ContractParties | undefined>;
  /** The assets module: the application's assets, in the order they were added. */
  assets(applicationId: string): Promise<
    readonly {
      description: string | null;
      assetName: string;
      quantity: number;
      serialNumber: string | null;
      retailCostCents: number;
    }[]
  >;
  /** The financing module: the selection saved with its program. */
  selection(applicationId: string): Promise<SavedSelection | undefined>;
  /** The users module: the vendors' names and where they are. */
  vendors(
    ids: readonly number[],
  ): Promise<readonly { id: number; name: string; province: string; country: string }[]>;
}

export class NoProgramSaved extends Error {}

const address = (p: ContractParty): ContractAddress => ({
  line1: p.address1 ?? '',
  line2: p.address2,
  city: p.city ?? '',
  province: p.province ?? '',
  postal: p.postal ?? '',
  country: p.country,
});

const person = (p: ContractParty) => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  address: address(p),
  email: p.email,
  phone: p.primaryPhone,
});

export async function loadContractInput(
  reads: ContractReads,
  applicationId: string,
  language: Locale,
  today: Date,
): Promise<ContractInput> {
  const parties = await reads.parties(applicationId);
  const [vendor] = parties ? await reads.vendors([parties.application.vendorId]) : [];
  const saved = await reads.selection(applicationId);
  if (!parties || !vendor || !saved) throw new NoProgramSaved(applicationId);
  const { application: a, coApplicant } = parties;
  const goods = await reads.assets(applicationId);
  return {
    contractNumber: a.edgeId ?? a.id,
    applicationType: a.applicationType === 'Rental' ? 'Rental' : 'Finance',
    language,
    contractDate: today.toISOString().slice(0, 10),
    customer: person(a),
    coCustomer: coApplicant ? person(coApplicant) : null,
    assets: goods.map((g) => ({
      description: g.description ?? g.assetName,
      quantity: g.quantity,
      serialNumber: g.serialNumber,
      totalCents: g.retailCostCents,
    })),
    selection: selectionIn(saved, language),
    programNames: saved.program.description,
    // The vendors table keeps no street address yet: the contract names the dealer and its province.
    vendor: {
      name: vendor.name,
      address: { line1: '', city: '', province: vendor.province, postal: '', country: vendor.country },
    },
    // The creditor of the deal: the lender, or its second-look partner for a deal the partner approved.
    lender: creditorParty(a.creditor),
  };
}
