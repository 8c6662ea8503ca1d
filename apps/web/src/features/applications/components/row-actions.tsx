// A row's actions, loaded on demand (spec §2): the row's button opens a dialog that fetches what the server
// allows now; a failed fetch offers 'Get Actions Available' and is tried again by itself after 3 seconds
// (spec §9). An action that changes the application asks Yes or No in the same dialog.
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { type ApplicationListRow, outcomesOf, statusClass } from '@vp/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConfirmQuestion, useConfirmText } from '../../../components/confirm-event.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { useMissingDocumentsNote } from '../api/get-missing-note.ts';
import { actionLabel, usePermissions } from '../api/get-permissions.ts';
import { isEventName } from '../event-targets.ts';
import { type EventChoice, useEventChoice } from '../hooks/use-event-choice.ts';

/** Delete and cancel end the application's course: shown in red. */
function isDestructive(event: string): boolean {
  if (!isEventName(event)) return false;
  return outcomesOf(event).some((to) => statusClass(to).phase === 'ended');
}

function ActionChoices({
  applicationId,
  onChoose,
}: {
  applicationId: string;
  onChoose: (c: EventChoice) => void;
}) {
  const { t } = useTranslation('applications');
  const permissions = usePermissions(applicationId);
  const locale = currentLocale();

  if (permissions.data) {
    const entries = Object.entries(permissions.data);
    if (entries.length === 0) return <Text>{t('noActions')}</Text>;
    return (
      <Stack gap="xs">
        {entries.map(([event, labels]) => {
          const label = actionLabel(labels, event, locale);
          return (
            <Button
              key={event}
              variant="outline"
              fullWidth
              color={isDestructive(event) ? 'red.9' : undefined}
              data-event={event}
              onClick={() => onChoose({ applicationId, event, label })}
            >
              {label}
            </Button>
          );
        })}
      </Stack>
    );
  }
  if (permissions.isError || permissions.failureCount > 0) {
    return (
      <Stack gap="sm">
        <Text c="red.9">{t('actionsFailed')}</Text>
        <Button onClick={() => void permissions.refetch()}>{t('getActions')}</Button>
        <Text size="sm" role="status">
          {permissions.isFetching ? t('retrying') : ''}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="center" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{t('loadingActions')}</Text>
    </Stack>
  );
}

/** The lender's note on an application sent back for Missing Documents: the dealer reads it before acting. */
function MissingDocumentsNote({ row }: { row: ApplicationListRow }) {
  const { t } = useTranslation('applications');
  const note = useMissingDocumentsNote(row.id, row.status);
  if (!note.data) return null;
  return (
    <Alert color="yellow" variant="outline" mb="md" title={t('missingNoteTitle')}>
      {note.data}
    </Alert>
  );
}

export function rowName(row: ApplicationListRow, unnamed: string): string {
  return row.fullName.trim() || unnamed;
}

/**
 * A row the server allows no action on still has its timeline (every status has one): a plain link where the
 * Actions button would be.
 */
export function RowTimelineLink({ row }: { row: ApplicationListRow }) {
  const { t } = useTranslation('applications');
  return (
    <Button
      component={Link}
      to={paths.applicationTimeline.build({ applicationId: row.id })}
      size="xs"
      variant="subtle"
      aria-label={t('common:timelineLinkFor', { name: rowName(row, t('unnamed')) })}
    >
      {t('common:timelineLink')}
    </Button>
  );
}

/** The row's button; the dialog is the list's (one for all rows). */
export function RowActionsButton({
  row,
  onOpen,
}: {
  row: ApplicationListRow;
  onOpen: (row: ApplicationListRow) => void;
}) {
  const { t } = useTranslation('applications');
  return (
    <Button
      size="xs"
      variant="outline"
      aria-haspopup="dialog"
      aria-label={t('actionsFor', { name: rowName(row, t('unnamed')) })}
      onClick={() => onOpen(row)}
    >
      {t('actions')}
    </Button>
  );
}

export function RowActionsDialog({ row, onClose }: { row: ApplicationListRow | null; onClose: () => void }) {
  const { t } = useTranslation('applications');
  const choice = useEventChoice();
  const confirmText = useConfirmText();
  // While the dialog fades out it keeps showing what it showed; the question is forgotten once it is gone.
  const last = useRef(row);
  if (row) last.current = row;
  const shown = row ?? last.current;
  const title = choice.pending
    ? t('confirmTitle')
    : t('actionsFor', { name: shown ? rowName(shown, t('unnamed')) : '' });
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      onExitTransitionEnd={choice.cancel}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {shown &&
        (choice.pending ? (
          <ConfirmQuestion question={confirmText(choice.pending)} onYes={choice.confirm} onNo={onClose} />
        ) : (
          <>
            <MissingDocumentsNote row={shown} />
            <ActionChoices
              applicationId={shown.id}
              onChoose={(picked) => choice.choose({ ...picked, name: shown.fullName })}
            />
            {/* Every status has a timeline: a plain way there, beside what the server allows now. */}
            <Button
              component={Link}
              to={paths.applicationTimeline.build({ applicationId: shown.id })}
              variant="subtle"
              fullWidth
              mt="xs"
            >
              {t('common:timelineLink')}
            </Button>
          </>
        ))}
    </Modal>
  );
}
