// Every term of the chosen program for the financed amount: months, monthly payment and APR (GET /program/options).
import { Alert, Loader, Table, Text } from '@mantine/core';
import type { Cents } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { useProgramOptions } from '../../../lib/financing/programs.ts';
import { formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export function CalculatorTerms({ programId, financedCents }: { programId: number; financedCents: Cents }) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const options = useProgramOptions(programId, { amount: (financedCents / 100).toFixed(2) });
  if (options.isError) {
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorText(options.error)}
      </Alert>
    );
  }
  if (!options.data) return <Loader role="status" aria-label={t('common:loading')} />;
  const deferral = options.data.deferralPeriods[0];
  return (
    <>
      {deferral && deferral.qtyZeroPayments > 0 && (
        <Text>{t('calculator.deferral', { label: deferral[locale].label })}</Text>
      )}
      <Table striped withTableBorder>
        <Table.Caption className="terms-caption">
          {t('calculator.termsCaption', {
            amount: formatMoney(options.data.financedAmount, locale),
            rate: formatRate(options.data.rates[0]?.ratePercent ?? '', locale),
          })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('program.term')}</Table.Th>
            <Table.Th scope="col">{t('disclosure.payment')}</Table.Th>
            <Table.Th scope="col">{t('disclosure.apr')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.data.terms.map((term) => (
            <Table.Tr key={term.termId}>
              <Table.Th scope="row">{term[locale].label}</Table.Th>
              <Table.Td>{formatMoney(term.amount, locale)}</Table.Td>
              <Table.Td>{formatRate(term.aprPercent, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
