// The licence scan pages, step 2 and co-borrower step 0 (spec §2): the scan (features/scan), whose Continue saves
// what was read, Skip and Back; for Quebec vendors a notice that scanning is off.
// Every field of these pages is optional, so Skip saves and moves on.
import { Alert } from '@mantine/core';
import { applicationStepForm, coApplicantStepForm, type SaveMode } from '@vp/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { LicenceScan } from '../../scan/index.ts';
import type { StepValues } from '../api/save-application.ts';
import { useSaveApplicationStep, useSaveCoApplicantStep } from '../hooks/use-wizard-save.ts';
import { StepActions } from './step-actions.tsx';
import { useWizard } from './wizard-context.ts';
import { WizardPage } from './wizard-page.tsx';

function ScanStep({
  title,
  save,
}: {
  title: string;
  save: (values: StepValues, mode: SaveMode) => Promise<void>;
}) {
  const { t } = useTranslation('application');
  const { screen, quebec, applicationId, formContext } = useWizard();
  const [busy, setBusy] = useState<SaveMode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useRef(false);
  const form = useMemo(
    () => (screen === 'co0' ? coApplicantStepForm('0', formContext) : applicationStepForm('2', formContext)),
    [screen, formContext],
  );

  const move = async (mode: SaveMode, values: StepValues = {}) => {
    if (saving.current) return;
    saving.current = true;
    setBusy(mode);
    setFailure(null);
    try {
      await save(values, mode);
    } catch (error) {
      saving.current = false;
      setBusy(null);
      if (!(error instanceof ApiError && error.sessionExpired)) {
        setFailure(error instanceof ApiError && error.status === 409 ? error.message : errorText(error));
      }
    }
  };

  return (
    <WizardPage screen={screen} quebec={quebec} title={title}>
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
      {quebec ? (
        <Alert color="blue" variant="outline" title={t('scan.quebecTitle')}>
          {t('scan.quebecText')}
        </Alert>
      ) : (
        <LicenceScan
          applicationId={applicationId}
          form={form}
          busy={busy !== null}
          onContinue={(values) => void move('next', values)}
        />
      )}
      <StepActions
        busy={busy}
        onBack={() => void move('back')}
        onNext={() => void move('next')}
        nextLabel={t('actions.skip')}
      />
    </WizardPage>
  );
}

export function ApplicationStep2() {
  const { t } = useTranslation('application');
  return <ScanStep title={t('titles.step2')} save={useSaveApplicationStep()} />;
}

export function CoBorrowerStep0() {
  const { t } = useTranslation('application');
  return <ScanStep title={t('titles.co0')} save={useSaveCoApplicantStep()} />;
}
