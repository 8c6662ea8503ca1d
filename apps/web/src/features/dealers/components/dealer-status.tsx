// The Status tab of a dealership's page: whether it is active or suspended (since when, why), and the suspension or
// reinstatement with a required reason, confirmed before it is done.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Dealer, type DealerReasonInput, dealerReasonSchema } from '@vp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmQuestion } from '../../../components/confirm-event.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDealerStatus } from '../api/dealers.ts';
import { showServerErrors } from './server-errors.ts';

export function DealerStatus({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('dealers');
  const mutation = useDealerStatus(dealer.id);
  const [asking, setAsking] = useState<DealerReasonInput | null>(null);
  const suspended = dealer.status === 'suspended';
  const action = suspended ? 'reinstate' : 'suspend';
  const form = useForm<DealerReasonInput>({
    resolver: zodResolver(dealerReasonSchema),
    defaultValues: { reason: '' },
  });

  const confirm = async () => {
    if (!asking) return;
    setAsking(null);
    try {
      await mutation.mutateAsync({ action, reason: asking.reason });
      form.reset({ reason: '' });
      notifySuccess(t(suspended ? 'suspension.reinstated' : 'suspension.suspended', { name: dealer.name }));
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  };

  return (
    <Stack gap="md">
      {suspended ? (
        <Alert color="red" variant="outline" title={t('status.suspended')}>
          <Text>
            {t('suspension.suspendedText', {
              name: dealer.name,
              date: formatTimestamp(dealer.suspendedAt, currentLocale()),
            })}
          </Text>
          {dealer.suspendedReason && (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t('suspension.reasonWas', { reason: dealer.suspendedReason })}
            </Text>
          )}
        </Alert>
      ) : (
        <Text>{t('suspension.activeText', { name: dealer.name })}</Text>
      )}
      <Text>{t(suspended ? 'suspension.reinstateIntro' : 'suspension.suspendIntro')}</Text>
      <form onSubmit={(event) => void form.handleSubmit(setAsking)(event)} noValidate>
        <Stack gap="sm" align="flex-start">
          <Textarea
            label={t('suspension.reason')}
            description={t('suspension.reasonHint')}
            required
            autosize
            minRows={2}
            w="100%"
            maw="36rem"
            error={translateMessage(form.formState.errors.reason?.message) || undefined}
            {...form.register('reason')}
          />
          <Button type="submit" color={suspended ? undefined : 'red.9'} loading={mutation.isPending}>
            {t(suspended ? 'suspension.reinstate' : 'suspension.suspend')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('suspension.confirmTitle')}
        centered
        withCloseButton={false}
      >
        <ConfirmQuestion
          question={t(suspended ? 'suspension.confirmReinstate' : 'suspension.confirmSuspend', {
            name: dealer.name,
          })}
          onYes={() => void confirm()}
          onNo={() => setAsking(null)}
          labels={{ yes: t('suspension.yes'), no: t('suspension.no') }}
        />
      </Modal>
    </Stack>
  );
}
