// The frame of every wizard screen: its one h1 (also the document title), then the progress indicator.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { KeptMark, useKept } from '../../offline/index.ts';
import { savedStepOf, type WizardScreen } from '../wizard-steps.ts';
import { WizardProgress } from './wizard-progress.tsx';

interface Props {
  screen: WizardScreen;
  quebec: boolean;
  title: string;
  children: ReactNode;
}

/** "Saved on this tablet": the screen's step is kept offline (a review: any step of the application is). */
function StepKeptMark({ screen }: { screen: WizardScreen }) {
  const kept = useKept(useParams().applicationId ?? '');
  const saved = savedStepOf(screen);
  if (kept.count === 0 || (saved && !kept.isKept(saved.form, saved.step))) return null;
  return <KeptMark sinLeftOut={saved ? kept.sinLeftOut(saved.form, saved.step) : false} />;
}

export function WizardPage({ screen, quebec, title, children }: Props) {
  return (
    <Stack gap="lg" maw="52rem">
      <PageTitle>{title}</PageTitle>
      <WizardProgress screen={screen} quebec={quebec} />
      <StepKeptMark screen={screen} />
      {children}
    </Stack>
  );
}
