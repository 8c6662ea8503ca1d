// The electronic certificate's progress on the Certification screen: each signer (the installer, the customer), who
// has signed and when, and how it ended (signed by both, declined); a check again while it is out.
import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import type { CertificateInfoAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

type Signing = NonNullable<NonNullable<CertificateInfoAnswer['certificate']>['signing']>;

export function CertificateSigningStatus({
  signing,
  onCheck,
  checking,
}: {
  signing: Signing;
  onCheck: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation('uploads');
  return (
    <Stack gap="sm" component="section" aria-labelledby="certificate-signing">
      <Title order={2} size="h4" id="certificate-signing">
        {t('certificate.signing.title')}
      </Title>
      <List spacing="xs" aria-label={t('certificate.signing.signers')}>
        {signing.signers.map((s) => (
          <List.Item key={s.roleName}>
            <Text span fw={600}>
              {t(`certificate.signing.roles.${s.roleName}`)} ({s.name})
            </Text>
            {': '}
            {s.status === 'signed' && s.signedAt
              ? t('certificate.signing.signedAt', { date: formatTimestamp(s.signedAt, currentLocale()) })
              : t(`certificate.signing.status.${s.status}`)}
            {s.status === 'pending' && s.email && (
              <Text size="sm">{t('certificate.signing.sentTo', { email: s.email })}</Text>
            )}
          </List.Item>
        ))}
      </List>
      {signing.status === 'completed' && (
        <Alert color="green" variant="outline" role="status">
          {t('certificate.signing.completed')}
        </Alert>
      )}
      {signing.status === 'declined' && (
        <Alert color="red" variant="outline" role="status">
          {t('certificate.signing.declined')}
        </Alert>
      )}
      {signing.status === 'sent' && (
        <div>
          <Button variant="outline" onClick={onCheck} loading={checking}>
            {t('certificate.signing.check')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
