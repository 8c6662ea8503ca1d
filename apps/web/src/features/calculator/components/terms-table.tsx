// The calculator's terms of a program on an amount: the deferral, then each term's monthly payment and APR, as the
// server answers them (GET /program/options) or as the device prices them offline.
import { Text } from '@mantine/core';
import type { ProgramOptionsAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export function TermsTable({ answer }: { answer: ProgramOptionsAnswer }) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const deferral = answer.deferralPeriods[0];
  return (
    <>
      {deferral && deferral.qtyZeroPayments > 0 && (
        <Text>{t('calculator.deferral', { label: deferral[locale].label })}</Text>
      )}
      {/* A plain table: Mantine's Table brings its scroll area, a sixth of this screen's weight. */}
      <table className="terms-table">
        <caption>
          {t('calculator.termsCaption', {
            amount: formatMoney(answer.financedAmount, locale),
            rate: answer.rates[0] ? formatRate(answer.rates[0].ratePercent, locale) : '—',
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
          {answer.terms.map((term) => (
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
