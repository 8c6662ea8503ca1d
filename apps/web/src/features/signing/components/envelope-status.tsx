// An envelope out for signature (spec §2 Sign states): each signer's state, a 'sign as' link per in-person signer
// (opening the signing page in a new tab), the close-tab message once one was opened, 'document sent to' for a
// signer by e-mail, and the void while no one has signed (nothing signed can be voided).
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import type { SigningState, SignUrl } from '@vp/domain';
import { useTranslation } from 'react-i18next';

type Envelope = NonNullable<SigningState['envelope']>;

export function EnvelopeStatus({
  envelope,
  links,
  opened,
  onOpen,
  onLinks,
  onVoid,
  busy,
}: {
  envelope: Envelope;
  links: SignUrl[];
  opened: boolean;
  onOpen: () => void;
  onLinks: () => void;
  onVoid: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('signing');
  const inPersonPending = envelope.signers.filter((s) => s.method === 'Embed' && s.status === 'pending');
  const anySigned = envelope.signers.some((s) => s.status === 'signed');
  return (
    <Stack gap="md">
      <List aria-label={t('signersLabel')} spacing="xs">
        {envelope.signers.map((s) => (
          <List.Item key={s.roleName}>
            <Text span fw={600}>
              {t(`roles.${s.roleName}`)} ({s.name})
            </Text>
            {': '}
            {t(`signerStatus.${s.status}`)}
            {s.method === 'Email' && s.email && (
              <Text size="sm">{t('sentToCustomer', { name: s.name, email: s.email })}</Text>
            )}
          </List.Item>
        ))}
      </List>
      {inPersonPending.length > 0 && (
        <Stack gap="xs">
          <Text>{t('signAsHint')}</Text>
          {links.length > 0 ? (
            <List spacing="xs">
              {links
                .filter((l) => inPersonPending.some((s) => s.roleName === l.roleName))
                .map((l) => {
                  const signer = envelope.signers.find((s) => s.roleName === l.roleName);
                  return (
                    <List.Item key={l.roleName}>
                      <Anchor href={l.url} target="_blank" rel="noopener" onClick={onOpen}>
                        {t('signAs', { role: t(`roles.${l.roleName}`), name: signer?.name ?? '' })}
                      </Anchor>
                    </List.Item>
                  );
                })}
            </List>
          ) : (
            <div>
              <Button variant="outline" onClick={onLinks} loading={busy}>
                {t('request')}
              </Button>
            </div>
          )}
        </Stack>
      )}
      {opened && (
        <Alert color="blue" variant="outline" role="status">
          {t('closeTab')}
        </Alert>
      )}
      {!anySigned && (
        <Group>
          <Button variant="subtle" color="red" onClick={onVoid} disabled={busy}>
            {t('void')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
