// The frame of the decision screens: the one h1, then the screen's content; a loading and a fatal state.
import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';

export function DecisionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw="48rem">
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}

export function DecisionLoading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <DecisionPage title={title}>
      <Loader role="status" aria-label={t('common:loading')} />
    </DecisionPage>
  );
}

/** Spec §4: a missing application or status is fatal ('Fatal Error: …'); only the way home is left. */
export function DecisionFatal({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <DecisionPage title={title}>
      <Alert color="red" variant="outline" role="alert">
        {errorText(error, true)}
      </Alert>
      <div>
        <Button component={Link} to={paths.dashboard.build()}>
          {t('decision:actions.home')}
        </Button>
      </div>
    </DecisionPage>
  );
}
