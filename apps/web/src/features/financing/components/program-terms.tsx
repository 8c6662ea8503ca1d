// Once a program is chosen (spec §2): the financed amount, the deferral period (N/A when none), the rate and one
// button per term with its months and monthly payment.
import { Alert, Loader, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { ProgramOptionsAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

interface Props {
  options: { data?: ProgramOptionsAnswer | undefined; error: unknown; isPending: boolean };
  termId: number | null;
  onTerm: (termId: number) => void;
}

export function ProgramTerms({ options, termId, onTerm }: Props) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  if (options.error) {
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorText(options.error)}
      </Alert>
    );
  }
  if (!options.data) return <Loader role="status" aria-label={t('common:loading')} />;
  const { financedAmount, deferralPeriods, rates, terms } = options.data;
  const deferral = deferralPeriods[0];
  return (
    <>
      <FactList
        className="financing-facts"
        facts={[
          { label: t('program.financedAmount'), value: formatMoney(financedAmount, locale) },
          {
            label: t('program.deferralPeriod'),
            value:
              deferral && deferral.qtyZeroPayments > 0 ? deferral[locale].label : t('program.notApplicable'),
          },
          { label: t('program.rate'), value: rates[0] ? formatRate(rates[0].ratePercent, locale) : '—' },
        ]}
      />
      <Title order={2} size="h4">
        {t('program.term')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, xs: 3, md: 4 }}
        spacing="xs"
        role="group"
        aria-label={t('program.termsLabel')}
      >
        {terms.map((term) => (
          <UnstyledButton
            key={term.termId}
            className="term-button"
            data-chosen={term.termId === termId || undefined}
            aria-pressed={term.termId === termId}
            onClick={() => onTerm(term.termId)}
          >
            <Text fw={700}>{term[locale].label}</Text>
            <Text size="sm">{t('program.perMonth', { amount: formatMoney(term.amount, locale) })}</Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
