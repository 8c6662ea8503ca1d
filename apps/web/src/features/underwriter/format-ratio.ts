// The Quebec debt ratio as a percentage with one decimal: en '46.1%', fr '46,1 %'. A ratio is prose, not an amount:
// French writes its decimals with a comma (only amounts keep ARCHITECTURE §9's period).
import type { Locale } from '@vp/domain';

export function formatRatio(ratio: number | null | undefined, locale: Locale): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '';
  const tenths = Math.round(ratio * 1000);
  const text = `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`;
  // French puts a (non-breaking) space before the percent sign.
  return locale === 'fr' ? `${text.replace('.', ',')}\u00a0%` : `${text}%`;
}
