// The progress indicator of the financing phase (spec §2, ARCHITECTURE §9): Assets 1, Program 2, Sign 3,
// Certification 4, Upload 5. Shared by the assets and program screens (and the later ones).
import { useTranslation } from 'react-i18next';
import { ProgressSteps } from './progress-steps.tsx';

export const FINANCING_STEPS = ['assets', 'program', 'sign', 'certification', 'upload'] as const;
export type FinancingStep = (typeof FINANCING_STEPS)[number];

export function FinancingProgress({ current }: { current: FinancingStep }) {
  const { t } = useTranslation('financing');
  const steps = FINANCING_STEPS.map((key, index) => ({
    key,
    label: t(`progress.steps.${key}`),
    marker: String(index + 1),
  }));
  return (
    <ProgressSteps
      label={t('progress.label')}
      steps={steps}
      current={FINANCING_STEPS.indexOf(current)}
      completedText={t('progress.completed')}
      skippedText={t('progress.completed')}
    />
  );
}
