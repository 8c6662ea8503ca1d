// Every term of the chosen program for the financed amount: months, monthly payment and APR (GET /program/options).
import { Alert, Loader, Text } from '@mantine/core';
import type { Cents } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { useProgramOptions } from '../../../lib/financing/programs.ts';
import { formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

interface Props {
  programId: number;
  financedCents: Cents;
  /** The application the calculator was opened for: priced on its creditor's programs. */
  applicationId?: string | undefined;
}

export function CalculatorTerms({ programId, financedCents, applicationId }: Props) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const options = useProgramOptions(programId, {
    amount: (financedCents / 100).toFixed(2),
    id: applicationId,
  });
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
      {/* A plain table: Mantine's Table brings its scroll area, a sixth of this screen's weight. */}
      <table className="terms-table">
        <caption>
          {t('calculator.termsCaption', {
            amount: formatMoney(options.data.financedAmount, locale),
            rate: options.data.rates[0] ? formatRate(options.data.rates[0].ratePercent, locale) : '—',
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('program.term')}</th>
            <th scope="col">{t('disclosure.payment')}</th>
            <th scope="col">{t('disclosure.apr')}</th>
          </tr>
        </thead>
        <tbody>
          {options.data.terms.map((term) => (
            <tr key={term.termId}>
              <th scope="row">{term[locale].label}</th>
              <td>{formatMoney(term.amount, locale)}</td>
              <td>{formatRate(term.aprPercent, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
