// ApplicationEvent (spec §2): runs one action on an application, then opens the list the application now
// belongs to (spec §4). Opened from the list the action was confirmed there; opened by its address it asks
// first, and only for an action the server allows now.
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { isQuebecVendor } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConfirmEvent, useConfirmText } from '../../../components/confirm-event.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { actionLabel, usePermissions } from '../api/get-permissions.ts';
import { type EventRouteState, isEventName, listToReturnTo, navigationTarget } from '../event-targets.ts';
import { useEventRun } from '../hooks/use-event-run.ts';

/** A link on from a refusal: to the screen where what is missing can be done. */
interface Way {
  to: string;
  label: string;
}

function Refusal({ message, back, way }: { message: string; back: string; way?: Way }) {
  const { t } = useTranslation('applications');
  return (
    <>
      <Alert color="red" variant="outline" role="alert">
        {message}
      </Alert>
      {way && (
        <Anchor component={Link} to={way.to}>
          {way.label}
        </Anchor>
      )}
      <Anchor component={Link} to={back}>
        {t('backToList')}
      </Anchor>
    </>
  );
}

function EventSteps({ event, applicationId }: { event: string; applicationId: string }) {
  const { t } = useTranslation('applications');
  const { state } = useLocation();
  const back = listToReturnTo(state);
  const vendor = useSession()?.vendor ?? null;
  const run = useEventRun(applicationId, event, back, (state as EventRouteState | null)?.confirmed === true);
  const permissions = usePermissions(applicationId, !run.confirmed && isEventName(event));
  const fallbackLabel = isEventName(event) ? t(`actions:${event}`) : event;
  const labels = permissions.data?.[event];
  const label = labels ? actionLabel(labels, event, currentLocale()) : fallbackLabel;
  const confirmText = useConfirmText();

  if (run.refusal) {
    // A second look refused: NotApproved (by its status, the screen the application now belongs to) gives the consent.
    const way = { to: paths.notApproved.build({ applicationId }), label: t('openForSecondLook') };
    return <Refusal message={errorText(run.refusal)} back={back} way={way} />;
  }
  if (run.confirmed) {
    return <Loader role="status" aria-label={t('eventRunning', { action: label })} />;
  }
  if (!isEventName(event) || (permissions.data && !labels)) {
    return <Refusal message={t('eventRefused', { action: fallbackLabel })} back={back} />;
  }
  if (permissions.isError) return <Refusal message={errorText(permissions.error)} back={back} />;
  if (!permissions.data) return <Loader role="status" aria-label={t('common:loading')} />;

  const target = navigationTarget(event, applicationId, vendor ? isQuebecVendor(vendor) : false);
  if (target) return <Navigate replace to={target} />;
  return (
    <>
      <Text>{confirmText({ event, label })}</Text>
      <ConfirmEvent question={confirmText({ event, label })} onYes={run.confirm} onNo={run.cancel} />
    </>
  );
}

export function ApplicationEvent() {
  const { t } = useTranslation('applications');
  const { event = '', applicationId = '' } = useParams();
  const title = isEventName(event) ? t(`actions:${event}`) : t('eventTitle');
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <EventSteps key={`${event}/${applicationId}`} event={event} applicationId={applicationId} />
    </Stack>
  );
}
