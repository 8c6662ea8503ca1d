// Saves a step and moves on (spec §4): Next saves in full then goes forward, Back saves a draft then goes
// back. The first save of a new application replaces 'new' in the URL with the application's id.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationRecord, SaveMode } from '@vp/domain';
import { useNavigate } from 'react-router';
import { NEW_APPLICATION_ID, paths } from '../../../app/paths.ts';
import { currentApplicationChanged } from '../../../lib/application/current-application.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { canKeep, isNoAnswer, keepWizardStep, mustKeep, noAnswer } from '../../offline/index.ts';
import { type StepValues, useSaveApplication, useSaveCoApplicant } from '../api/save-application.ts';
import { useWizard } from '../components/wizard-context.ts';
import { clearSubmitErrors } from '../submit-errors.ts';
import {
  APPLICATION_STEP,
  CO_APPLICANT_STEP,
  nextScreen,
  previousScreen,
  screenPath,
} from '../wizard-steps.ts';

/** Where to go once `application` is saved: the next or previous screen as its data now decide. */
function useMoveOn() {
  const navigate = useNavigate();
  const { screen, quebec } = useWizard();
  return async (application: Application, mode: SaveMode) => {
    const facts = {
      quebec,
      yearsAtCurHouse: application.yearsAtCurHouse,
      hasCoApplicant: application.hasCoApplicant,
    };
    const target = mode === 'next' ? nextScreen(screen, facts) : previousScreen(screen, facts);
    if (target === 'dashboard') return navigate(paths.dashboard.build());
    if (target === 'submit')
      return navigate(paths.waitingSubmission.build({ applicationId: application.id }));
    return navigate(screenPath(target, application.id));
  };
}

/** The version last read of the application: the server refuses a save made on an older one. */
function useVersionOf() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.getQueryData<ApplicationRecord>(queryKeys.applications.detail(id))?.application.version;
}

interface StepSave {
  form: 'application' | 'coApplicant';
  step: string;
  values: StepValues;
  mode: SaveMode;
}

/**
 * Saves on the server, or keeps the step on the tablet (issue 39): offline, when the save finds no network, or while
 * steps of this application still wait to be sent (they go first, in order). Answers the application as now shown.
 */
async function saveOrKeep(
  queryClient: QueryClient,
  applicationId: string,
  save: () => Promise<Application>,
  { form, step, values, mode }: StepSave,
): Promise<{ application: Application; kept: boolean }> {
  const keep = async () => {
    const record = await keepWizardStep(
      {
        applicationId,
        isNew: applicationId === NEW_APPLICATION_ID,
        form,
        step,
        mode,
        values,
        record:
          queryClient.getQueryData<ApplicationRecord>(queryKeys.applications.detail(applicationId)) ?? null,
      },
      queryClient,
    );
    return { application: record.application, kept: true };
  };
  if (mustKeep(applicationId)) return keep();
  try {
    return { application: await save(), kept: false };
  } catch (error) {
    if (isNoAnswer(error) && canKeep()) {
      noAnswer();
      return keep();
    }
    throw error;
  }
}

function assertSameApplication(id: string): void {
  if (id !== NEW_APPLICATION_ID && currentApplicationChanged(id)) {
    throw new Error(i18n.t('errors:fatalError.cookieAppChanged'));
  }
}

export function useSaveApplicationStep() {
  const { screen, applicationId } = useWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useSaveApplication();
  const versionOf = useVersionOf();
  const moveOn = useMoveOn();
  const step = APPLICATION_STEP[screen];
  return async (values: StepValues, mode: SaveMode) => {
    if (!step) throw new Error(`No application step on ${screen}`);
    assertSameApplication(applicationId);
    const isNew = applicationId === NEW_APPLICATION_ID;
    const { application: saved, kept } = await saveOrKeep(
      queryClient,
      applicationId,
      () =>
        mutation.mutateAsync({
          id: applicationId,
          step,
          mode,
          version: isNew ? undefined : versionOf(applicationId),
          values,
        }),
      { form: 'application', step, values, mode },
    );
    if (!kept) clearSubmitErrors(saved.id, 'application', Object.keys(values));
    // History keeps the real id: Back to this step, or a reload, resumes the saved application.
    if (isNew) await navigate(screenPath(screen, saved.id), { replace: true });
    await moveOn(saved, mode);
  };
}

export function useSaveCoApplicantStep() {
  const { screen, applicationId } = useWizard();
  const queryClient = useQueryClient();
  const mutation = useSaveCoApplicant();
  const versionOf = useVersionOf();
  const moveOn = useMoveOn();
  const step = CO_APPLICANT_STEP[screen];
  return async (values: StepValues, mode: SaveMode) => {
    if (!step) throw new Error(`No co-applicant step on ${screen}`);
    assertSameApplication(applicationId);
    const { application, kept } = await saveOrKeep(
      queryClient,
      applicationId,
      async () =>
        (
          await mutation.mutateAsync({
            id: applicationId,
            step,
            mode,
            version: versionOf(applicationId),
            values,
          })
        ).application,
      { form: 'coApplicant', step, values, mode },
    );
    if (!kept) clearSubmitErrors(application.id, 'coApplicant', Object.keys(values));
    await moveOn(application, mode);
  };
}
