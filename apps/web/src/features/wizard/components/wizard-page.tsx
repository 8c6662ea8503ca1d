// The frame of every wizard screen: its one h1 (also the document title), then the progress indicator.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import type { WizardScreen } from '../wizard-steps.ts';
import { WizardProgress } from './wizard-progress.tsx';

interface Props {
  screen: WizardScreen;
  quebec: boolean;
  title: string;
  children: ReactNode;
}

export function WizardPage({ screen, quebec, title, children }: Props) {
  return (
    <Stack gap="lg" maw="52rem">
      <PageTitle>{title}</PageTitle>
      <WizardProgress screen={screen} quebec={quebec} />
      {children}
    </Stack>
  );
}
