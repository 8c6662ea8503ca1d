// The choices of the program screen and its actions: Back to Assets, Home, and Save and Next (disabled until a term
// is chosen), which saves the selection (save-program) and goes on to Sign; not offered once the contract is requested
// (the screen says why and links to Sign, where the contract can be voided).
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import type { ProgramCard, SavedProgram } from '@vp/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { showError } from '../../../lib/errors.ts';
import { usePayment, useProgramOptions, useSaveProgram } from '../api/programs.ts';
import { selectionOf, useProgramSelection } from '../use-program-selection.ts';
import { CostDisclosure } from './cost-disclosure.tsx';
import { ProgramChooser } from './program-chooser.tsx';
import { ProgramTerms } from './program-terms.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

interface Props {
  applicationId: string;
  programs: ProgramCard[];
  defaultInstallationDate: string;
  /** The program saved with the deal: chosen again when the screen is re-opened, if still offered. */
  saved?: SavedProgram | undefined;
  /** The contract is requested: the program can no longer be saved. */
  locked: boolean;
}

export function ProgramForm({ applicationId, programs, defaultInstallationDate, saved, locked }: Props) {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const choice = useProgramSelection(defaultInstallationDate, selectionOf(saved, programs));
  const { selection, schedule, payment } = choice;
  const options = useProgramOptions(selection.programId, { id: applicationId });
  const quote = usePayment(applicationId, payment);
  const save = useSaveProgram(applicationId);
  const [showDateError, setShowDateError] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  // The chosen program's zero-payment months, as the server prices it: the disclosure's first payment follows them.
  const zeroPaymentMonths = options.data?.deferralPeriods[0]?.qtyZeroPayments;

  const saveAndNext = () => {
    if (!payment) return;
    if (!choice.installationValid) {
      setShowDateError(true);
      // The one field that can be wrong here: the focus goes to it.
      requestAnimationFrame(() =>
        fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate(
      {
        ...payment,
        installationDate: schedule.installationDate,
        certificateMethod: schedule.certificateMethod,
      },
      {
        onSuccess: () => void navigate(paths.sign.build({ applicationId })),
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Stack gap="lg">
      <ProgramChooser
        programs={programs}
        type={selection.type}
        programId={selection.programId}
        onType={choice.chooseType}
        onProgram={choice.chooseProgram}
      />
      {selection.programId !== null && (
        <ProgramTerms options={options} termId={selection.termId} onTerm={choice.chooseTerm} />
      )}
      <div ref={fieldsRef}>
        <ScheduleFields
          schedule={schedule}
          onChange={choice.setSchedule}
          firstPayment={
            zeroPaymentMonths === undefined
              ? null
              : { date: choice.firstPaymentAfter(zeroPaymentMonths), zeroPaymentMonths }
          }
          installationError={
            showDateError && !choice.installationValid ? t('validation.installationDate') : undefined
          }
        />
      </div>
      {selection.termId !== null && (
        <CostDisclosure
          disclosure={quote.data?.results.disclosure}
          error={quote.error}
          loading={quote.isFetching}
        />
      )}
      {locked && (
        <Alert color="blue" variant="outline" role="status">
          {t('closing.programLocked')}{' '}
          <Anchor component={Link} to={paths.sign.build({ applicationId })}>
            {t('closing.toSign')}
          </Anchor>
        </Alert>
      )}
      <Group gap="sm">
        <Button component={Link} variant="outline" to={paths.assets.build({ applicationId })}>
          {t('actions.back')}
        </Button>
        <Button component={Link} variant="subtle" to={paths.dashboard.build()}>
          {t('actions.home')}
        </Button>
        {!locked && (
          <Button
            onClick={saveAndNext}
            disabled={selection.termId === null || quote.isError}
            loading={save.isPending}
          >
            {t('actions.saveAndNext')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
