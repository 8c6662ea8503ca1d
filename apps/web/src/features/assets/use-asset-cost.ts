// The asset form's live figures: tax and total as the cost is typed (spec §5) and the approved-amount cap checked
// with the domain's own function, the one the server re-checks with.
import { type Cents, checkAssetCap, parseMoney, type TaxRegion, totalWithTax } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format.ts';
import { currentLocale } from '../../lib/i18n.ts';

interface Input {
  retailCost: string;
  region: TaxRegion | null;
  amountApprovedCents: Cents | null;
  /** The totals with tax of the application's other assets (the one being edited left out). */
  otherAssetsCents: readonly Cents[];
}

export interface AssetCost {
  taxCents: Cents | null;
  totalCents: Cents | null;
  /** The cap's messages, translated with the amounts in the user's locale; empty when within the cap. */
  capMessages: string[];
}

export function useAssetCost({
  retailCost,
  region,
  amountApprovedCents,
  otherAssetsCents,
}: Input): AssetCost {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const retailCents = parseMoney(retailCost);
  if (retailCents === undefined || region === null)
    return { taxCents: null, totalCents: null, capMessages: [] };
  const { taxCents, totalCents } = totalWithTax(retailCents, region);
  if (amountApprovedCents === null) return { taxCents, totalCents, capMessages: [] };
  const cap = checkAssetCap({ amountApprovedCents, otherAssetsCents, assetTotalCents: totalCents });
  const capMessages = cap.ok
    ? []
    : cap.messages.map(({ key, values }) =>
        'amount' in values
          ? t(key, { amount: formatCents(values.amount, locale) })
          : t(key, { remaining: formatCents(values.remaining, locale) }),
      );
  return { taxCents, totalCents, capMessages };
}
