// FinancingProgram (spec §2, step 2 of 5): the financed amount, the program type and program, its terms, the payment
// and installation dates, the certificate's method and the live disclosure; Save and Next (once a term is chosen) on
// to Sign. Without assets the user is sent to Assets with 'Please add at least one asset before adding Program.'
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { FinancingProgress } from '../../../components/stepper/financing-progress.tsx';
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
import '../financing.css';

export function FinancingProgramPage() {
  const { t } = useTranslation('financing');
  const applicationId = useParams().applicationId ?? getCurrentApplicationId();
  const programs = usePrograms(applicationId ?? '');
  const assets = useAssets(applicationId ?? '');
  useEffect(() => {
    if (applicationId) setCurrentApplicationId(applicationId);
  }, [applicationId]);

  if (!applicationId) return <Navigate to={paths.dashboard.build()} replace />;
  if (programs.data?.assetCount === 0) {
    return (
      <Navigate
        to={paths.assets.build({ applicationId })}
        replace
        state={{ notice: t('assets.addAssetsPlease') }}
      />
    );
  }
  const error = programs.error ?? assets.error;
  const assetList = Object.values(assets.data?.assets ?? {});
  return (
    <Stack gap="lg">
      <PageTitle>{t('program.title')}</PageTitle>
      <FinancingProgress current="program" />
      {error && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(error, true)}
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
          <ProgramForm
            applicationId={applicationId}
            programs={Object.values(programs.data.programs)}
            defaultInstallationDate={assetList.find((a) => a.installationDate)?.installationDate ?? ''}
          />
        </>
      )}
    </Stack>
  );
}
