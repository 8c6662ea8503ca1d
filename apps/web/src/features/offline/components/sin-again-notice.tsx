// After sending: the SIN typed offline was never kept, so the salesperson is asked to type it again (or leave it blank).
import { Alert, Anchor, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useOfflineState } from '../offline-store.ts';
import { forgetSinAgain, getSinAgain } from '../sync.ts';

export function SinAgainNotice() {
  const { t } = useTranslation(['offline', 'application']);
  useOfflineState();
  const first = getSinAgain()[0];
  if (!first) return null;
  const to =
    first.form === 'application'
      ? paths.applicationStep3_1.build({ applicationId: first.id })
      : paths.coBorrowerStep1.build({ applicationId: first.id });
  return (
    <Alert color="blue" variant="outline" mb="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <span>
          {t('saved.sinLeftOut')}{' '}
          <Anchor component={Link} to={to} onClick={() => forgetSinAgain(first.id)}>
            {t('sinAgain.open')}
          </Anchor>
        </span>
        <CloseButton aria-label={t('sinAgain.close')} onClick={() => forgetSinAgain(first.id)} />
      </Group>
    </Alert>
  );
}
