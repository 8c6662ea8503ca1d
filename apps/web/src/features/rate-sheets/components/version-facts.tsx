// A program version's terms as facts (rate, bump, fees, terms, deferral), its status badge and its creditor, worded
// and formatted alike on the rate sheets, a program's page and its versions (formats: lib/format.ts).
import { Badge } from '@mantine/core';
import type { ProgramVersionAnswer, VersionStatus } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../components/fact-list.tsx';
import { formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

// Dark shades: the badge's small bold text reads at 4.5:1 or more (WCAG AA).
const STATUS_COLORS = { inEffect: 'teal.9', future: 'blue.9', expired: 'gray.8' } as const satisfies Record<
  VersionStatus,
  string
>;

export function StatusBadge({ status }: { status: VersionStatus }) {
  const { t } = useTranslation('rates');
  return (
    <Badge color={STATUS_COLORS[status]} variant={status === 'expired' ? 'outline' : 'filled'}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function CreditorBadge({ creditor }: { creditor: ProgramVersionAnswer['creditor'] }) {
  const { t } = useTranslation('rates');
  return (
    <Badge color={creditor === 'partner' ? 'grape.9' : 'gray.8'} variant="outline">
      {t(`creditor.${creditor}`)}
    </Badge>
  );
}

/** The version's name in the reader's language. */
export const versionName = (v: Pick<ProgramVersionAnswer, 'nameEn' | 'nameFr'>) =>
  currentLocale() === 'fr' ? v.nameFr : v.nameEn;

export function useVersionFacts() {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  return (v: ProgramVersionAnswer): Fact[] => [
    { label: t('facts.rate'), value: formatRate(v.ratePercent, locale) },
    {
      label: t('facts.rateBump'),
      value: t('values.points', {
        value: v.rateBumpPercent.replace('.', locale === 'fr' ? ',' : '.'),
        count: Math.abs(Number(v.rateBumpPercent)),
      }),
    },
    { label: t('facts.fee'), value: formatMoney(v.fee, locale) },
    { label: t('facts.dealerFee'), value: formatRate(v.dealerFeePercent, locale) },
    {
      label: t('facts.terms'),
      value: t('values.termList', { list: v.termMonths.join(', ') }),
    },
    {
      label: t('facts.deferral'),
      value:
        v.deferralMonths === 0
          ? t('values.noDeferral')
          : t('values.deferral', {
              months: v.deferralMonths,
              interest: t(`values.interest.${v.deferralInterest ?? 'accrue'}`),
            }),
    },
  ];
}
