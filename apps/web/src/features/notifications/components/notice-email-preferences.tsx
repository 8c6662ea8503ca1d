// Which notices also go by e-mail (issue 27): one checkbox per kind, saved through PUT /api/notifications/preferences.
// Made for the Settings page (built in parallel), exported from the feature's index.
import { Alert, Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { NOTICE_KINDS, type NoticeKind } from '@vp/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notifications.ts';

export function NoticeEmailPreferences() {
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const preferences = useNoticePreferences();
  const save = useSaveNoticePreferences();
  const [chosen, setChosen] = useState<NoticeKind[] | null>(null);
  useEffect(() => {
    if (preferences.data && chosen === null) setChosen(preferences.data.email);
  }, [preferences.data, chosen]);
  if (!ready) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) save.mutate({ email: chosen });
  };
  return (
    <form onSubmit={submit} aria-labelledby="notice-email-title" noValidate>
      <Stack gap="sm">
        <Text component="h2" fw={700} size="lg" id="notice-email-title" m={0}>
          {t('preferences.title')}
        </Text>
        {preferences.isPending && <Loader role="status" aria-label={t('loading')} />}
        {preferences.isError && (
          <Alert color="red" variant="outline" role="alert">
            {errorText(preferences.error)}
          </Alert>
        )}
        {chosen && (
          <Checkbox.Group
            label={t('preferences.description')}
            value={chosen}
            onChange={(value) => {
              save.reset();
              setChosen(NOTICE_KINDS.filter((kind) => value.includes(kind)));
            }}
          >
            <Stack gap="xs" mt="xs">
              {NOTICE_KINDS.map((kind) => (
                <Checkbox key={kind} value={kind} label={t(`kind.${kind}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <div>
          <Button type="submit" loading={save.isPending} disabled={!chosen}>
            {t('preferences.save')}
          </Button>
        </div>
        <div role="status">{save.isSuccess ? t('preferences.saved') : ''}</div>
        {save.isError && (
          <Alert color="red" variant="outline" role="alert" title={t('preferences.failed')}>
            {errorText(save.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
