// The Users tab of a dealership's page: its users (name, user name, role, sign-in factors), and the reset of a user's
// sign-in factors when they lost their phone or key and their recovery codes and no admin of theirs can help: with a
// required reason (how their identity was checked), kept in the dealership's history. Their vendor admin manages them
// otherwise, in Settings.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type Dealer, type DealerReasonInput, type DealerUser, dealerReasonSchema } from '@vp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDealerUsers, useResetDealerUserFactors } from '../api/dealers.ts';
import { showServerErrors } from './server-errors.ts';

function ResetDialog({ dealer, user, onClose }: { dealer: Dealer; user: DealerUser; onClose: () => void }) {
  const { t } = useTranslation('dealers');
  const mutation = useResetDealerUserFactors(dealer.id);
  const form = useForm<DealerReasonInput>({
    resolver: zodResolver(dealerReasonSchema),
    defaultValues: { reason: '' },
  });
  const reset = async ({ reason }: DealerReasonInput) => {
    try {
      await mutation.mutateAsync({ userId: user.id, reason });
      notifySuccess(t('users.done', { name: user.displayName }));
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.dialogTitle', { name: user.displayName })}
      centered
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      <form onSubmit={(event) => void form.handleSubmit(reset)(event)} noValidate>
        <Stack gap="sm">
          <Text>{t('users.dialogText')}</Text>
          <Textarea
            label={t('users.reason')}
            description={t('users.reasonHint')}
            required
            autosize
            minRows={2}
            data-autofocus
            error={translateMessage(form.formState.errors.reason?.message) || undefined}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={mutation.isPending}>
              {t('users.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function UserCard({ user, onReset }: { user: DealerUser; onReset: () => void }) {
  const { t } = useTranslation('dealers');
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{user.displayName}</Text>
          <Text size="sm">{t('users.userNameIs', { userName: user.userName })}</Text>
          <Text size="sm">
            {user.admin ? t('users.admin') : t('users.user')}
            {user.disabled && ` · ${t('users.disabled')}`}
          </Text>
          <Text size="sm">
            {t('users.factorsAre', {
              factors:
                user.secondFactors > 0
                  ? t('users.factorCount', { count: user.secondFactors })
                  : t('users.noFactor'),
            })}
          </Text>
        </Stack>
        <Button
          variant="outline"
          color="red.9"
          // A long label (French) wraps on a phone instead of being cut.
          h="auto"
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={onReset}
          aria-label={t('users.resetFor', { name: user.displayName })}
        >
          {t('users.reset')}
        </Button>
      </Group>
    </Paper>
  );
}

export function DealerUsers({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('dealers');
  const query = useDealerUsers(dealer.id);
  const [resetting, setResetting] = useState<DealerUser | null>(null);
  if (query.error)
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorText(query.error)}
      </Alert>
    );
  if (!query.data) return <Loader role="status" aria-label={t('common:loading')} />;
  return (
    <Stack gap="md">
      <Text>{t('users.intro')}</Text>
      {query.data.length === 0 ? (
        <Text>{t('users.none')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('users.caption', { name: dealer.name })}
        >
          {query.data.map((user) => (
            <UserCard key={user.id} user={user} onReset={() => setResetting(user)} />
          ))}
        </Stack>
      )}
      {resetting && <ResetDialog dealer={dealer} user={resetting} onClose={() => setResetting(null)} />}
    </Stack>
  );
}
