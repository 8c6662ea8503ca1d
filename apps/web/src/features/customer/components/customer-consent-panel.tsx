// Who gives the credit consent (issue 26). The customer ticks it themself: on this screen (the wizard's box), on this
// device handed to them (a full-screen customer view that returns only when they finish or cancel), or on their own
// device by a link. Once it is theirs, the dealer sees how and when, never the box; a link out can be revoked.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  awaitsCustomer,
  type ConsentAnswer,
  type CustomerPerson,
  givenByCustomer,
  isLocale,
} from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applicationQueryOptions } from '../../../lib/application/get-application.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { customerLinks } from '../api/customer-api.ts';
import { CustomerAnswers } from './customer-page.tsx';
import { SendLinkForm } from './send-link-form.tsx';

/** How long the dealer's screen waits between looks while the customer answers on their device. */
export const AWAITED_CONSENT_POLL_MS = 5_000;

export type CustomerAction = 'send' | 'tablet';

interface Props {
  /** The saved application; null for a new one (saved first by `ensureSaved`). */
  applicationId: string | null;
  person: CustomerPerson;
  consent: ConsentAnswer | null;
  email: string | null;
  mobilePhone: string | null;
  /** Saves a new application as a draft and comes back with `?customer=<action>`; the action then opens. */
  ensureSaved: (action: CustomerAction) => Promise<void>;
}

/** The query a first save adds to come back to the customer's way of giving the consent (`?customer=send`). */
export const CUSTOMER_PARAM = 'customer';

export function CustomerConsentPanel(props: Props) {
  const { applicationId, person, consent, email, mobilePhone, ensureSaved } = props;
  const [search, setSearch] = useSearchParams();
  const { t, i18n } = useTranslation('customer');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [tablet, setTablet] = useState<{ session: string; done: boolean } | null>(null);
  const awaiting = awaitsCustomer(consent);
  // While the customer answers elsewhere, the application is read again until their consent arrives.
  useQuery({
    ...applicationQueryOptions(applicationId ?? ''),
    enabled: applicationId !== null && awaiting && consent?.channel === 'link',
    refetchInterval: AWAITED_CONSENT_POLL_MS,
  });
  const refresh = () =>
    applicationId
      ? queryClient.invalidateQueries({ queryKey: queryKeys.applications.detail(applicationId) })
      : Promise.resolve();

  const handOver = async () => {
    if (!applicationId) return ensureSaved('tablet');
    try {
      const { session } = await customerLinks.send(applicationId, {
        channels: ['tablet'],
        person,
        language: locale,
      });
      if (session) setTablet({ session, done: false });
    } catch (failure) {
      notifyError(errorText(failure));
    }
  };
  // Back from the first save with `?customer=<action>`: the action opens once, and leaves the address.
  const action = search.get(CUSTOMER_PARAM);
  const acted = useRef(false);
  useEffect(() => {
    if (!action || !applicationId || acted.current) return;
    acted.current = true;
    setSearch(
      (current) => {
        current.delete(CUSTOMER_PARAM);
        return current;
      },
      { replace: true },
    );
    if (action === 'tablet') void handOver();
    if (action === 'send') setSending(true);
  });

  const revoke = async () => {
    if (!applicationId) return;
    try {
      await customerLinks.revoke(applicationId, person);
      notifySuccess(t('dealer.revoked'));
    } catch (failure) {
      notifyError(errorText(failure));
    }
    await refresh();
  };
  const closeTablet = async (cancelled: boolean) => {
    if (cancelled) await revoke();
    setTablet(null);
    await refresh();
  };

  return (
    <Stack gap="sm">
      {givenByCustomer(consent) && (
        <Alert
          color="green"
          variant="outline"
          title={t(person === 'coApplicant' ? 'dealer.legendCo' : 'dealer.legend')}
        >
          {t(consent?.channel === 'tablet' ? 'dealer.givenTablet' : 'dealer.givenLink', {
            at: formatTimestamp(consent?.at ?? null, locale),
          })}
        </Alert>
      )}
      {awaiting && (
        <Alert
          color="blue"
          variant="outline"
          title={t(person === 'coApplicant' ? 'dealer.legendCo' : 'dealer.legend')}
        >
          <Text size="sm">
            {t(consent?.channel === 'tablet' ? 'dealer.awaitTablet' : 'dealer.awaitLink')}
          </Text>
        </Alert>
      )}
      {!givenByCustomer(consent) && !awaiting && <Text size="sm">{t('dealer.orCustomer')}</Text>}
      {!givenByCustomer(consent) && (
        <Group gap="sm" wrap="wrap">
          <Button variant="outline" onClick={() => void handOver()}>
            {t('dealer.handOver')}
          </Button>
          <Button
            variant="outline"
            onClick={() => (applicationId ? setSending(true) : void ensureSaved('send'))}
          >
            {awaiting ? t('dealer.sendAgain') : t('dealer.send')}
          </Button>
          {awaiting && (
            <Button variant="subtle" color="red" onClick={() => void revoke()}>
              {t('dealer.revoke')}
            </Button>
          )}
        </Group>
      )}
      <Modal
        opened={sending && applicationId !== null}
        onClose={() => setSending(false)}
        title={t('dealer.send')}
        closeButtonProps={{ 'aria-label': t('dealer.cancel') }}
      >
        {applicationId && (
          <SendLinkForm
            applicationId={applicationId}
            person={person}
            email={email}
            mobilePhone={mobilePhone}
            onCancel={() => setSending(false)}
            onSent={() => {
              setSending(false);
              void refresh();
            }}
          />
        )}
      </Modal>
      <TabletHandoff
        tablet={tablet}
        onDone={() => tablet && setTablet({ ...tablet, done: true })}
        onClose={(cancelled) => void closeTablet(cancelled)}
      />
    </Stack>
  );
}

/** The dealer's device handed to the customer: full screen, back to the salesperson only when finished or cancelled. */
function TabletHandoff({
  tablet,
  onDone,
  onClose,
}: {
  tablet: { session: string; done: boolean } | null;
  onDone: () => void;
  onClose: (cancelled: boolean) => void;
}) {
  const { t } = useTranslation('customer');
  return (
    <Modal
      opened={tablet !== null}
      onClose={() => undefined}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('handoff.title')}
    >
      {tablet && !tablet.done && (
        <Stack gap="md">
          <Text>{t('handoff.intro')}</Text>
          <CustomerAnswers
            session={tablet.session}
            onDone={onDone}
            onLost={() => onClose(false)}
            onCancel={() => onClose(true)}
          />
        </Stack>
      )}
      {tablet?.done && (
        <Stack gap="md">
          <Text>{t('done.tablet')}</Text>
          <Button onClick={() => onClose(false)}>{t('done.handBack')}</Button>
        </Stack>
      )}
    </Modal>
  );
}
