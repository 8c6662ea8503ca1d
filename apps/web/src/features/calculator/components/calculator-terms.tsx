// Every term of the chosen program for the financed amount: months, monthly payment and APR (GET /program/options),
// or, on a tablet offline, priced on the device from the kept rate sheet's version of the program (issue 39).
import { Alert, Loader, Text } from '@mantine/core';
import { type Cents, keptProgramOptions, type ProgramOptionsAnswer, type SheetProgram } from '@vp/domain';
import { useMemo } from 'react';
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
  /** Offline: the kept rate sheet's version of the program, priced here by the server's own functions. */
  kept?: SheetProgram | undefined;
}

export function CalculatorTerms({ kept, ...props }: Props) {
  if (kept) return <KeptTerms program={kept} financedCents={props.financedCents} />;
  return <ServerTerms {...props} />;
}

function KeptTerms({ program, financedCents }: { program: SheetProgram; financedCents: Cents }) {
  const answer = useMemo(() => keptProgramOptions(program, financedCents), [program, financedCents]);
  return <TermsTable answer={answer} />;
}

function ServerTerms({ programId, financedCents, applicationId }: Omit<Props, 'kept'>) {
  const { t } = useTranslation('financing');
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
  return <TermsTable answer={options.data} />;
}

function TermsTable({ answer }: { answer: ProgramOptionsAnswer }) {
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
