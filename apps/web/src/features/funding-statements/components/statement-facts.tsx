// A funding statement's figures as a description list: the financed amount, the dealer fee (its percentage and
// amount) and what the dealer is paid, and, once stored, the deal's number, program and days.
import type { FundingStatement } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import '../statements.css';

export interface StatementFigures {
  financedAmount: number;
  dealerFeePercent: string;
  dealerFee: number;
  paidToDealer: number;
}

export function StatementFacts({
  figures,
  stored,
  withReference = true,
}: {
  figures: StatementFigures;
  /** The stored statement: its number, program and days come first. */
  stored?: FundingStatement;
  /** Whether the deal's number is a row (a card already titled by it leaves it out). */
  withReference?: boolean;
}) {
  const { t } = useTranslation('statements');
  const locale = currentLocale();
  const row = (label: string, value: string, className?: string) => (
    <div key={label} className={className}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="statement-facts">
      {stored && withReference && row(t('statement.reference'), stored.reference)}
      {stored && row(t('statement.program'), stored.program[locale])}
      {row(t('statement.financed'), formatMoney(figures.financedAmount, locale))}
      {row(
        t('statement.fee', { percent: formatRate(figures.dealerFeePercent, locale) }),
        formatMoney(figures.dealerFee, locale),
      )}
      {row(t('statement.paid'), formatMoney(figures.paidToDealer, locale), 'statement-paid')}
      {stored && row(t('statement.bookedOn'), formatDate(stored.bookedOn, locale))}
      {stored && row(t('statement.fundingDate'), formatDate(stored.fundingDate, locale))}
    </dl>
  );
}
