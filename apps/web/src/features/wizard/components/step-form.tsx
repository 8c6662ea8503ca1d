// The form of a wizard step: its fields, the form alert on top, Back and Next at the foot.
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { translateMessage } from '../../../lib/i18n.ts';
import type { useStepForm } from '../hooks/use-step-form.ts';
import { StepActions } from './step-actions.tsx';

interface Props {
  step: ReturnType<typeof useStepForm>;
  children: ReactNode;
  nextLabel?: string;
}

export function StepForm({ step, children, nextLabel }: Props) {
  const { methods, formRef, alert, busy, onSubmit, onBack } = step;
  return (
    <FormProvider {...methods}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {alert && (
            <Alert color="red" variant="outline" role="alert">
              {translateMessage(alert)}
            </Alert>
          )}
          {children}
          <StepActions busy={busy} onBack={onBack} nextLabel={nextLabel} />
        </Stack>
      </form>
    </FormProvider>
  );
}
