// The Quebec debt ratio as a percentage with one decimal: en '46.1%', fr '46.1 %' (a period for decimals in
// both languages, as the product writes money: ARCHITECTURE §9).
import type { Locale } from '@vp/domain';

export function formatRatio(ratio: number | null | undefined, locale: Locale): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '';
  const tenths = Math.round(ratio * 1000);
  const text = `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`;
  // French puts a (non-breaking) space before the percent sign.
  return locale === 'fr' ? `${text}\u00a0%` : `${text}%`;
}
