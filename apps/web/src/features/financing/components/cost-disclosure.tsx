// The cost-of-borrowing disclosure, live beside the terms (issue 11): APR, number and amount of payments, first
// payment date, total of payments, cost of credit and total obligation, as the server computed and will store them.
import { Alert, Loader, Paper, Title } from '@mantine/core';
import type { DisclosureAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { formatDate, formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

interface Props {
  disclosure: DisclosureAnswer | undefined;
  /** A refusal (the criminal rate) or a failure of the payment call. */
  error: unknown;
  loading: boolean;
}

function facts(d: DisclosureAnswer, t: (key: string) => string): Fact[] {
  const locale = currentLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const list: Fact[] = [
    { label: t('disclosure.apr'), value: formatRate(d.aprPercent, locale) },
    { label: t('disclosure.annualRate'), value: formatRate(d.annualRatePercent, locale) },
    { label: t('disclosure.amountFinanced'), value: money(d.principal) },
    { label: t('disclosure.paymentCount'), value: String(d.paymentCount) },
    { label: t('disclosure.payment'), value: money(d.payment) },
  ];
  if (d.lastPayment !== d.payment)
    list.push({ label: t('disclosure.lastPayment'), value: money(d.lastPayment) });
  if (d.zeroPaymentMonths > 0)
    list.push({ label: t('disclosure.zeroPayments'), value: String(d.zeroPaymentMonths) });
  list.push(
    { label: t('disclosure.firstPaymentDate'), value: formatDate(d.firstPaymentDate, locale) },
    { label: t('disclosure.totalOfPayments'), value: money(d.totalOfPayments) },
  );
  if (d.fee > 0) list.push({ label: t('disclosure.fee'), value: money(d.fee) });
  list.push(
    { label: t('disclosure.costOfBorrowing'), value: money(d.costOfCredit) },
    { label: t('disclosure.totalObligation'), value: money(d.totalObligation) },
  );
  return list;
}

export function CostDisclosure({ disclosure, error, loading }: Props) {
  const { t } = useTranslation('financing');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cost-disclosure-title" aria-live="polite">
      <Title order={2} size="h4" id="cost-disclosure-title">
        {t('disclosure.title')}
      </Title>
      {error ? (
        <Alert color="red" variant="outline" role="alert" mt="sm">
          {/* The server's refusal is its own sentence (the 35 % limit), in the user's language. */}
          {error instanceof ApiError && error.status < 500 ? error.message : errorText(error)}
        </Alert>
      ) : disclosure ? (
        <FactList className="financing-facts" facts={facts(disclosure, t)} />
      ) : loading ? (
        <Loader role="status" aria-label={t('common:loading')} mt="sm" />
      ) : (
        <p>{t('disclosure.chooseTerm')}</p>
      )}
    </Paper>
  );
}
