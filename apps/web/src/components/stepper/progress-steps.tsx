// The progress indicator of a multi-step flow (spec §2): numbered steps in order, the completed ones marked,
// the current one announced as such (aria-current="step").
import { VisuallyHidden } from '@mantine/core';

export interface ProgressStep {
  key: string;
  label: string;
  /** What the circle shows: the step's number, usually. */
  marker: string;
  /** A step this user never goes through (the licence scan of a Quebec vendor). */
  skipped?: boolean;
  /** Whether the step is done, when the flow knows it (the closing steps, from the deal); else: it comes before. */
  completed?: boolean;
}

interface Props {
  /** Names the list for screen readers ('Application progress'). */
  label: string;
  steps: readonly ProgressStep[];
  /** Index of the current step in `steps`. */
  current: number;
  completedText: string;
  skippedText: string;
}

type StepState = 'completed' | 'current' | 'upcoming' | 'skipped';

function stateOf(step: ProgressStep, index: number, current: number): StepState {
  if (index === current) return 'current';
  if (step.skipped) return 'skipped';
  const completed = step.completed ?? index < current;
  return completed ? 'completed' : 'upcoming';
}

export function ProgressSteps({ label, steps, current, completedText, skippedText }: Props) {
  return (
    <ol className="progress-steps" aria-label={label}>
      {steps.map((step, index) => {
        const state = stateOf(step, index, current);
        const hidden = state === 'completed' ? completedText : state === 'skipped' ? skippedText : '';
        return (
          <li
            key={step.key}
            className="progress-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="progress-marker" aria-hidden="true">
              {state === 'completed' ? '✓' : state === 'skipped' ? '–' : step.marker}
            </span>
            <span className="progress-label">
              {step.label}
              {/* The space stays outside the hidden span: accessible-name code may trim an element's own text. */}
              {hidden && (
                <>
                  {' '}
                  <VisuallyHidden>({hidden})</VisuallyHidden>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
