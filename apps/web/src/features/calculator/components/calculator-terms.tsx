// Every term of the chosen program for the financed amount: months, monthly payment and APR (GET /program/options),
// or, on a tablet offline, priced on the device from the kept rate sheet's version of the program (issue 39).
import { Alert, Loader } from '@mantine/core';
import type { Cents, SheetProgram } from '@vp/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { useProgramOptions } from '../../../lib/financing/programs.ts';
import { TermsTable } from './terms-table.tsx';

// The device's own pricing (the domain's solver, with decimal.js) only where it is used: offline (issue 39).
const KeptTerms = lazy(() => import('./kept-terms.tsx'));

interface Props {
  programId: number;
  financedCents: Cents;
  /** The application the calculator was opened for: priced on its creditor's programs. */
  applicationId?: string | undefined;
  /** Offline: the kept rate sheet's version of the program, priced here by the server's own functions. */
  kept?: SheetProgram | undefined;
}

export function CalculatorTerms({ kept, ...props }: Props) {
  const { t } = useTranslation('financing');
  if (kept) {
    return (
      <Suspense fallback={<Loader role="status" aria-label={t('common:loading')} />}>
        <KeptTerms program={kept} financedCents={props.financedCents} />
      </Suspense>
    );
  }
  return <ServerTerms {...props} />;
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
