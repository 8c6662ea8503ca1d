// The progress indicator of the financing phase (spec §2, ARCHITECTURE §9): Assets 1, Program 2, Sign 3,
// Certification 4, Upload 5, each marked done only when the deal has it (lib/application/closing-steps.ts).
import type { Closing } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { CLOSING_STEPS, type ClosingStep, stepsDone } from '../../lib/application/closing-steps.ts';
import { ProgressSteps } from './progress-steps.tsx';

export const FINANCING_STEPS = CLOSING_STEPS;
export type FinancingStep = ClosingStep;

export function FinancingProgress({ current, closing }: { current: FinancingStep; closing: Closing }) {
  const { t } = useTranslation('financing');
  const done = stepsDone(closing);
  const steps = FINANCING_STEPS.map((key, index) => ({
    key,
    label: t(`progress.steps.${key}`),
    marker: String(index + 1),
    completed: done[key],
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
