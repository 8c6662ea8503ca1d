// Sales tax on an asset by the customer's installation address (spec §5, ARCHITECTURE §9) and the approved-amount cap.
// In whole thousandths of a percent, without decimal.js: the asset form and the calculator load this (decision 022).
import {
  type Cents,
  type PercentText,
  percentOfCentsExact,
  percentThousandths,
  sumCents,
  thousandthsToPercent,
} from './cents.ts';

export type TaxName = 'GST' | 'HST' | 'PST' | 'QST' | 'RST' | 'STATE';

/** One tax a sale carries, e.g. { name: 'QST', percent: '9.975' }. */
export interface TaxComponent {
  name: TaxName;
  percent: PercentText;
}

const gst: TaxComponent = { name: 'GST', percent: '5' };
const hst = (percent: PercentText): TaxComponent[] => [{ name: 'HST', percent }];

/**
 * Canadian rates in force in 2026 (Canada Revenue Agency, "GST/HST rates"; Revenu Québec; the provinces' PST acts).
 * Nova Scotia's HST went from 15 % to 14 % on April 1, 2025. Manitoba calls its PST the retail sales tax (RST).
 * ARCHITECTURE §9 settles the six an applicant may live in: ON 13, BC 12, AB 5, SK 11, MB 12, QC 14.975.
 */
export const PROVINCE_TAXES: Readonly<Record<string, readonly TaxComponent[]>> = {
  AB: [gst],
  BC: [gst, { name: 'PST', percent: '7' }],
  MB: [gst, { name: 'RST', percent: '7' }],
  NB: hst('15'),
  NL: hst('15'),
  NS: hst('14'),
  NT: [gst],
  NU: [gst],
  ON: hst('13'),
  PE: hst('15'),
  QC: [gst, { name: 'QST', percent: '9.975' }],
  SK: [gst, { name: 'PST', percent: '6' }],
  YT: [gst],
};

/**
 * US state-level (base) sales-tax rates in percent, without county, city or district taxes, which depend on the
 * exact address. Source: Tax Foundation, "State and Local Sales Tax Rates, 2025" (rates as of January 1, 2025;
 * checked for changes through 2026-01). Notes kept from the source: California's includes its 1.25 % statewide
 * local add-on; Utah's 6.1 % and Virginia's 5.3 % include their statewide local portions; Louisiana rose from
 * 4.45 % to 5 % on January 1, 2025; Alaska, Delaware, Montana, New Hampshire and Oregon levy no state sales tax.
 */
export const US_STATE_SALES_TAX_PERCENT: Readonly<Record<string, PercentText>> = {
  AL: '4',
  AK: '0',
  AZ: '5.6',
  AR: '6.5',
  CA: '7.25',
  CO: '2.9',
  CT: '6.35',
  DE: '0',
  DC: '6',
  FL: '6',
  GA: '4',
  HI: '4',
  ID: '6',
  IL: '6.25',
  IN: '7',
  IA: '6',
  KS: '6.5',
  KY: '6',
  LA: '5',
  ME: '5.5',
  MD: '6',
  MA: '6.25',
  MI: '6',
  MN: '6.875',
  MS: '7',
  MO: '4.225',
  MT: '0',
  NE: '5.5',
  NV: '6.85',
  NH: '0',
  NJ: '6.625',
  NM: '4.875',
  NY: '4',
  NC: '4.75',
  ND: '5',
  OH: '5.75',
  OK: '4.5',
  OR: '0',
  PA: '6',
  RI: '7',
  SC: '6',
  SD: '4.2',
  TN: '7',
  TX: '6.25',
  UT: '6.1',
  VT: '6',
  VA: '5.3',
  WA: '6.5',
  WV: '6',
  WI: '5',
  WY: '4',
};

/** Where the asset is installed: a Canadian province or territory, or a US state (or DC). */
export interface TaxRegion {
  country: 'CA' | 'US';
  region: string;
}

/** The taxes of a region; throws for a region the tables do not know, so a typo never means "no tax". */
export function taxComponents({ country, region }: TaxRegion): readonly TaxComponent[] {
  const code = region.trim().toUpperCase();
  if (country === 'CA') {
    const components = PROVINCE_TAXES[code];
    if (!components) throw new RangeError(`unknown province: ${region}`);
    return components;
  }
  const percent = US_STATE_SALES_TAX_PERCENT[code];
  if (percent === undefined) throw new RangeError(`unknown state: ${region}`);
  return [{ name: 'STATE', percent }];
}

/** The sum of a region's rates in whole thousandths of a percent (every rate has at most three decimals). */
function taxThousandths(region: TaxRegion): number {
  return taxComponents(region).reduce((sum, c) => sum + percentThousandths(c.percent), 0);
}

/** The sum of a region's rates as exact decimal text: ON '13', QC '14.975'. */
export function taxPercent(region: TaxRegion): PercentText {
  return thousandthsToPercent(taxThousandths(region));
}

/**
 * Tax on a retail cost: the sum of the rates times the cost (spec §5), rounded once, half-up, to the cent,
 * so that the tax shown equals the tax stored whatever order the components are listed in. Integer math: the
 * server and the browser run this one function (tax.test.ts checks it against decimal.js to the cent).
 */
export function taxOf(retailCents: Cents, region: TaxRegion): Cents {
  return percentOfCentsExact(retailCents, taxThousandths(region));
}

/** Retail cost, tax and their total: what the asset form shows read-only and what is stored as retailCost. */
export function totalWithTax(retailCents: Cents, region: TaxRegion) {
  const taxCents = taxOf(retailCents, region);
  return { retailCents, taxCents, totalCents: sumCents([retailCents, taxCents]) };
}

/** One message of the cap, as an i18n key and the amounts (in cents) it names; the caller formats the money. */
export interface CapMessage {
  key: 'financing:assets.capApprovedAmount' | 'financing:assets.capRemaining';
  values: { amount: Cents } | { remaining: Cents };
}

export type AssetCapCheck =
  | { ok: true; remainingCents: Cents }
  | { ok: false; remainingCents: Cents; messages: CapMessage[] };

/**
 * The cap of spec §5: the other assets' totals with tax plus this one's must not exceed amountApproved.
 * `otherAssetsCents` leaves out the asset being edited. When the cap is passed, the first message names the approved
 * amount; the second, the most (with taxes) that can still be added, only when something still can (remaining > 0).
 */
export function checkAssetCap(input: {
  amountApprovedCents: Cents;
  otherAssetsCents: readonly Cents[];
  assetTotalCents: Cents;
}): AssetCapCheck {
  const used = sumCents(input.otherAssetsCents);
  const remainingCents = Math.max(0, input.amountApprovedCents - used);
  if (input.assetTotalCents <= remainingCents) return { ok: true, remainingCents };
  const messages: CapMessage[] = [
    { key: 'financing:assets.capApprovedAmount', values: { amount: input.amountApprovedCents } },
  ];
  if (remainingCents > 0) {
    messages.push({ key: 'financing:assets.capRemaining', values: { remaining: remainingCents } });
  }
  return { ok: false, remainingCents, messages };
}
