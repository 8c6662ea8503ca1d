// The progress indicator of the wizard: the application's 4 steps, or the co-borrower's scan step and 3 steps.
import { useTranslation } from 'react-i18next';
import { ProgressSteps } from '../../../components/stepper/progress-steps.tsx';
import { flowOf, progressIndex, type WizardScreen } from '../wizard-steps.ts';

const APPLICATION_STEPS = ['application', 'scan', 'applicant', 'review'] as const;
const CO_APPLICANT_STEPS = ['coScan', 'coApplicant', 'coAddress', 'coReview'] as const;

export function WizardProgress({ screen, quebec }: { screen: WizardScreen; quebec: boolean }) {
  const { t } = useTranslation('application');
  const flow = flowOf(screen);
  const keys = flow === 'application' ? APPLICATION_STEPS : CO_APPLICANT_STEPS;
  // The co-borrower's scan is its step 0 (spec §2: 3 steps plus the scan step).
  const first = flow === 'application' ? 1 : 0;
  const steps = keys.map((key, index) => ({
    key,
    label: t(`progress.steps.${key}`),
    marker: String(index + first),
    // Scanning is off for Quebec vendors: their flow goes around it.
    skipped: quebec && (key === 'scan' || key === 'coScan'),
  }));
  return (
    <ProgressSteps
      label={t(flow === 'application' ? 'progress.application' : 'progress.coApplicant')}
      steps={steps}
      current={progressIndex(screen)}
      completedText={t('progress.completed')}
      skippedText={t('progress.skipped')}
    />
  );
}
