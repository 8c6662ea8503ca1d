// Deleting a version not yet in effect: asked with the reason the change history keeps, then confirmed.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { ProgramVersionAnswer } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteVersion } from '../api/rate-sheets.ts';

export function DeleteVersion({ version }: { version: ProgramVersionAnswer }) {
  const { t } = useTranslation('rates');
  const remove = useDeleteVersion(version.programId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!asking)
    return (
      <Group mt="sm">
        <Button variant="outline" color="red" onClick={() => setAsking(true)}>
          {t('delete.open')}
        </Button>
      </Group>
    );
  const confirm = () =>
    remove.mutate(
      { versionId: version.versionId, reason },
      {
        onSuccess: () => notifySuccess(t('delete.deleted', { version: version.version })),
        onError: (error) => showError(error),
      },
    );
  return (
    <Stack gap="xs" mt="sm">
      <TextInput
        label={t('delete.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        required
        data-autofocus
      />
      <Group gap="sm">
        <Button color="red" onClick={confirm} disabled={reason.trim() === ''} loading={remove.isPending}>
          {t('delete.confirm', { version: version.version })}
        </Button>
        <Button variant="subtle" onClick={() => setAsking(false)}>
          {t('delete.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
