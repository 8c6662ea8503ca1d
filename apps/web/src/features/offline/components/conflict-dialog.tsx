// An application changed elsewhere while the tablet kept steps of it (a 409 on sending): the answers that differ, the
// tablet's beside the server's, and the salesperson's choice. Nothing is overwritten until they choose.
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ApplicationRecord, type FieldValue, toFormText } from '@vp/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApplication } from '../../../lib/application/get-application.ts';
import { errorText } from '../../../lib/errors.ts';
import { type Stopped, useOfflineState } from '../offline-store.ts';
import { keepMine, takeServers } from '../sync.ts';

interface Difference {
  field: string;
  mine: string;
  theirs: string;
}

/** The kept answers that differ from the server's now (the last kept value of each field). */
export function differences(stop: Stopped, server: ApplicationRecord): Difference[] {
  const mine = new Map<string, { form: string; value: string }>();
  for (const step of stop.steps)
    for (const [field, value] of Object.entries(step.values))
      mine.set(`${step.form}.${field}`, { form: step.form, value });
  const found: Difference[] = [];
  for (const [key, { form, value }] of mine) {
    const field = key.slice(form.length + 1);
    const source = (form === 'application' ? server.application : server.coApplicant) as Record<
      string,
      FieldValue
    > | null;
    const theirs = toFormText(field, source?.[field]);
    if (theirs !== value) found.push({ field, mine: value, theirs });
  }
  return found;
}

function ConflictBody({ stop }: { stop: Stopped }) {
  const { t } = useTranslation(['offline', 'application']);
  const queryClient = useQueryClient();
  const [server, setServer] = useState<ApplicationRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (stop.kind !== 'conflict') return;
    let active = true;
    getApplication(stop.id).then(
      (record) => active && setServer(record),
      (error: unknown) => active && setFailure(errorText(error)),
    );
    return () => {
      active = false;
    };
  }, [stop]);

  const choose = (action: typeof keepMine) => {
    setBusy(true);
    setFailure(null);
    action(stop, queryClient).catch((error: unknown) => {
      setBusy(false);
      setFailure(errorText(error));
    });
  };
  const blank = (value: string) => value || t('conflict.empty');
  const name = server
    ? [server.application.firstName, server.application.lastName].filter(Boolean).join(' ')
    : '';

  return (
    <Stack gap="md">
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
      {stop.kind === 'refused' ? (
        <Text>{t('conflict.refused', { message: errorText(stop.error) })}</Text>
      ) : (
        <Text>{t('conflict.text', { name: name || t('conflict.unnamed') })}</Text>
      )}
      {server && (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('conflict.field')}</Table.Th>
              <Table.Th scope="col">{t('conflict.mine')}</Table.Th>
              <Table.Th scope="col">{t('conflict.theirs')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {differences(stop, server).map((d) => (
              <Table.Tr key={d.field}>
                <Table.Th scope="row">
                  {t(`application:fields.${d.field}`, { defaultValue: d.field })}
                </Table.Th>
                <Table.Td>{blank(d.mine)}</Table.Td>
                <Table.Td>{blank(d.theirs)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" loading={busy} onClick={() => choose(takeServers)}>
          {stop.kind === 'refused' ? t('conflict.discard') : t('conflict.takeServer')}
        </Button>
        {stop.kind === 'conflict' && (
          <Button loading={busy} disabled={!server} onClick={() => choose(keepMine)}>
            {t('conflict.keepMine')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function ConflictDialog() {
  const { t } = useTranslation('offline');
  const { stopped } = useOfflineState();
  const stop = stopped[0];
  return (
    <Modal
      opened={stop !== undefined}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('conflict.title')}
      size="lg"
    >
      {stop && <ConflictBody key={stop.appRef} stop={stop} />}
    </Modal>
  );
}
