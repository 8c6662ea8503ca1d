// The Users tab of a dealership's page: its users (name, user name, role, sign-in factors), and the lender admin's
// resets of a user's sign-in factors (a lost phone or key and lost recovery codes) or password, when no admin of theirs
// can help: with a required reason (how their identity was checked), kept in the dealership's history. A reset
// password is a one-time password, shown once to be handed over. Their vendor admin manages them otherwise, in Settings.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type Dealer, type DealerReasonInput, type DealerUser, dealerReasonSchema } from '@vp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDealerUsers, useResetDealerUser } from '../api/dealers.ts';
import { type OneTimePassword, OneTimePasswordDialog } from './one-time-password-dialog.tsx';
import { showServerErrors } from './server-errors.ts';

type What = 'factors' | 'password';

/** Each reset's words: its button, its dialog's title and text. */
const WORDS = {
  factors: { button: 'users.reset', title: 'users.resetFor', text: 'users.dialogText' },
  password: {
    button: 'users.resetPassword',
    title: 'users.resetPasswordFor',
    text: 'users.passwordDialogText',
  },
} as const;

function ResetDialog({
  dealer,
  user,
  what,
  onClose,
  onPassword,
}: {
  dealer: Dealer;
  user: DealerUser;
  what: What;
  onClose: () => void;
  onPassword: (shown: OneTimePassword) => void;
}) {
  const { t } = useTranslation('dealers');
  const mutation = useResetDealerUser(dealer.id);
  const form = useForm<DealerReasonInput>({
    resolver: zodResolver(dealerReasonSchema),
    defaultValues: { reason: '' },
  });
  const reset = async ({ reason }: DealerReasonInput) => {
    try {
      const answer = await mutation.mutateAsync({ userId: user.id, reason, what });
      onClose();
      if (answer.password)
        onPassword({
          title: t('users.passwordDone', { name: user.displayName }),
          displayName: user.displayName,
          userName: user.userName,
          password: answer.password,
        });
      else notifySuccess(t('users.done', { name: user.displayName }));
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(WORDS[what].title, { name: user.displayName })}
      centered
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      <form onSubmit={(event) => void form.handleSubmit(reset)(event)} noValidate>
        <Stack gap="sm">
          <Text>{t(WORDS[what].text)}</Text>
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

function UserCard({ user, onReset }: { user: DealerUser; onReset: (what: What) => void }) {
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
        <Group gap="xs" maw="100%">
          {(['factors', 'password'] as const).map((what) => (
            <Button
              key={what}
              variant="outline"
              color="red.9"
              // A long label (French) wraps on a phone instead of being cut.
              h="auto"
              py={6}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              onClick={() => onReset(what)}
              aria-label={t(WORDS[what].title, { name: user.displayName })}
            >
              {t(WORDS[what].button)}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}

export function DealerUsers({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('dealers');
  const query = useDealerUsers(dealer.id);
  const [resetting, setResetting] = useState<{ user: DealerUser; what: What } | null>(null);
  const [shown, setShown] = useState<OneTimePassword | null>(null);
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
            <UserCard key={user.id} user={user} onReset={(what) => setResetting({ user, what })} />
          ))}
        </Stack>
      )}
      {resetting && (
        <ResetDialog
          dealer={dealer}
          user={resetting.user}
          what={resetting.what}
          onClose={() => setResetting(null)}
          onPassword={setShown}
        />
      )}
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
