// FinancingProgram (spec §2, step 2 of 5): the financed amount, the program type and program, its terms, the payment
// and installation dates, the certificate's method and the live disclosure; Save and Next (once a term is chosen) on
// to Sign. Without assets the user is sent to Assets with 'Please add at least one asset before adding Program.' (the
// closing screens' guard); once the contract is requested Save and Next is not offered, and the screen says why.
import { Alert, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { financingLocked } from '../../../lib/application/closing-steps.ts';
import {
  getCurrentApplicationId,
  setCurrentApplicationId,
} from '../../../lib/application/current-application.ts';
import { useAssets } from '../../../lib/application/get-assets.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { usePrograms } from '../api/programs.ts';
import { ProgramForm } from './program-form.tsx';
import { SavedProgram } from './saved-program.tsx';
import '../financing.css';

export function FinancingProgramPage() {
  const { t } = useTranslation('financing');
  const applicationId = useParams().applicationId ?? getCurrentApplicationId();
  useEffect(() => {
    if (applicationId) setCurrentApplicationId(applicationId);
  }, [applicationId]);

  if (!applicationId) return <Navigate to={paths.dashboard.build()} replace />;
  return (
    <ClosingScreen applicationId={applicationId} step="program" title={t('program.title')}>
      {(closing) => <ProgramContent applicationId={applicationId} locked={financingLocked(closing)} />}
    </ClosingScreen>
  );
}

function ProgramContent({ applicationId, locked }: { applicationId: string; locked: boolean }) {
  const { t } = useTranslation('financing');
  const programs = usePrograms(applicationId);
  const assets = useAssets(applicationId);
  const error = programs.error ?? assets.error;
  const assetList = Object.values(assets.data?.assets ?? {});
  return (
    <>
      {error && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {(!programs.data || !assets.data) && !error && (
        <Loader role="status" aria-label={t('common:loading')} />
      )}
      {programs.data && assets.data && (
        <>
          <Text size="lg" fw={700}>
            {t('program.financedAmountShown', {
              amount: formatMoney(assets.data.assetTotal, currentLocale()),
            })}
          </Text>
          {programs.data.saved && <SavedProgram saved={programs.data.saved} />}
          <ProgramForm
            applicationId={applicationId}
            programs={Object.values(programs.data.programs)}
            defaultInstallationDate={assetList.find((a) => a.installationDate)?.installationDate ?? ''}
            saved={programs.data.saved}
            locked={locked}
          />
        </>
      )}
    </>
  );
}
