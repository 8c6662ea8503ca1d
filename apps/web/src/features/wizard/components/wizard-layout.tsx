// The layout of every wizard screen: reads the application of the URL (resuming after a reload), the form
// options and the vendor's rules, and guards the application in memory (spec §8 cookieAppChanged).
import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { isLocale, isQuebecVendor } from '@vp/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useMatches, useParams } from 'react-router';
import { NEW_APPLICATION_ID, paths } from '../../../app/paths.ts';
import { screenOf } from '../../../app/route-handle.ts';
import {
  currentApplicationChanged,
  getCurrentApplicationId,
  setCurrentApplicationId,
} from '../../../lib/application/current-application.ts';
import { useApplication } from '../../../lib/application/get-application.ts';
import { errorText } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { isLocalId, useKept } from '../../offline/index.ts';
import { useFormOptions } from '../api/get-form-options.ts';
import { localToday } from '../form-values.ts';
import { screenOfRoute, screenPath, type WizardScreen } from '../wizard-steps.ts';
import { WizardContext, type WizardState } from './wizard-context.ts';
import { WizardPage } from './wizard-page.tsx';

function titleKey(screen: WizardScreen): string {
  return `application:titles.${screen}`;
}

export function WizardLayout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const matches = useMatches();
  const screen = screenOfRoute(screenOf(matches.at(-1)?.handle)) ?? 'step1';
  const urlId = useParams().applicationId;
  const applicationId = urlId ?? NEW_APPLICATION_ID;
  const isNew = applicationId === NEW_APPLICATION_ID;
  // Entering the wizard (or reloading the page) makes the URL's application the one in memory.
  useState(() => {
    if (urlId && !isNew) setCurrentApplicationId(urlId);
    return true;
  });

  const vendor = session?.vendor ?? null;
  const quebec = vendor ? isQuebecVendor(vendor) : false;
  const country = vendor?.country ?? 'CA';
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  // Steps kept on the tablet (issue 39): the application as kept, read from the vault, not the server.
  const kept = useKept(applicationId);
  const local = isLocalId(applicationId);
  const application = useApplication(
    applicationId,
    !isNew && urlId !== undefined && !local && kept.record === null,
  );
  const options = useFormOptions(locale);
  const formContext = useMemo(
    () => ({ vendorCountry: country, quebecVendor: quebec, today: localToday() }),
    [country, quebec],
  );

  // Entering the wizard after the application changed elsewhere (a re-submit, another tab): wait for the
  // fresh copy rather than open the form on the old one.
  const refreshing = kept.record === null && application.isFetching && !application.isFetchedAfterMount;
  const state = useMemo<WizardState | null>(() => {
    if (!options.data || refreshing) return null;
    const record = kept.record ?? application.data ?? null;
    if (!isNew && !record) return null;
    return {
      screen,
      applicationId,
      record,
      quebec,
      country,
      formContext,
      options: options.data,
      facts: {
        quebec,
        yearsAtCurHouse: record?.application.yearsAtCurHouse,
        hasCoApplicant: record?.application.hasCoApplicant,
      },
    };
  }, [
    screen,
    applicationId,
    isNew,
    kept.record,
    application.data,
    options.data,
    refreshing,
    quebec,
    country,
    formContext,
  ]);

  // No id: a step of the application in memory, or a new application.
  if (urlId === undefined) {
    const current = getCurrentApplicationId();
    const target =
      screen === 'step1' || !current ? screenPath('step1', NEW_APPLICATION_ID) : screenPath(screen, current);
    return <Navigate to={target} replace />;
  }
  // A new application kept on the tablet was sent: its screens move to its id on the server.
  if (kept.movedTo) return <Navigate to={screenPath(screen, kept.movedTo)} replace />;
  // A local application no longer kept (sent from another screen, or wiped): nothing to show here.
  if (local && !kept.loading && kept.record === null)
    return <Navigate to={paths.dashboard.build()} replace />;
  // Only step 1 creates an application.
  if (isNew && screen !== 'step1') return <Navigate to={screenPath('step1', NEW_APPLICATION_ID)} replace />;

  const frame = (content: ReactNode) => (
    <WizardPage screen={screen} quebec={quebec} title={t(titleKey(screen))}>
      {content}
    </WizardPage>
  );

  if (!isNew && currentApplicationChanged(applicationId)) {
    return frame(
      <Stack gap="md" align="flex-start">
        <Alert color="red" variant="outline" role="alert">
          {t('errors:fatalError.cookieAppChanged')}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('application:actions.reload')}</Button>
      </Stack>,
    );
  }
  const failure = application.error ?? options.error;
  if (failure && !state) {
    return frame(
      <Stack gap="md" align="flex-start">
        <Alert color="red" variant="outline" role="alert">
          {errorText(failure)}
        </Alert>
        <Group>
          <Anchor component={Link} to={paths.dashboard.build()}>
            {t('application:actions.home')}
          </Anchor>
        </Group>
      </Stack>,
    );
  }
  if (!state) return frame(<Loader role="status" aria-label={t('application:status.loading')} />);
  return (
    <WizardContext.Provider value={state}>
      <Outlet />
    </WizardContext.Provider>
  );
}
