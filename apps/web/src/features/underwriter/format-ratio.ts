// The Quebec debt ratio as a percentage with one decimal: en '46.1%', fr '46,1 %', written as every rate is
// (lib/format.ts#formatRate, decision 032).
import type { Locale } from '@vp/domain';
import { formatRate } from '../../lib/format.ts';

export function formatRatio(ratio: number | null | undefined, locale: Locale): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '';
  const tenths = Math.round(ratio * 1000);
  const text = `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`;
  return formatRate(text, locale);
}
