// The lender's four-eyes setting (decision 046) as a switch with its explanation, and the setting's own history.
import { Group, Loader, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { SettingsSection } from '../../settings/index.ts';
import { useLenderSettings, useSetFourEyes } from '../api/lender-team.ts';
import { ChangeHistory } from './change-history.tsx';

export function FourEyesSetting() {
  const { t } = useTranslation('lender');
  const settings = useLenderSettings();
  const set = useSetFourEyes();
  const explanation = useId();
  const change = (fourEyes: boolean) =>
    set.mutate(fourEyes, {
      onSuccess: (answer) => notifySuccess(t(answer.fourEyes ? 'fourEyes.on' : 'fourEyes.off')),
      onError: (error) => showError(error),
    });
  return (
    <SettingsSection title={t('fourEyes.title')}>
      {settings.isPending ? (
        <Loader size="sm" role="status" aria-label={t('fourEyes.loading')} />
      ) : settings.isError ? null : (
        <Switch
          label={t('fourEyes.label')}
          checked={set.isPending ? (set.variables ?? settings.data.fourEyes) : settings.data.fourEyes}
          disabled={set.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
          aria-describedby={explanation}
        />
      )}
      <Text id={explanation}>{t('fourEyes.explanation')}</Text>
      <Group>
        <Title order={3} size="h5">
          {t('fourEyes.historyTitle')}
        </Title>
      </Group>
      <ChangeHistory entity="lenderSettings" id={1} />
    </SettingsSection>
  );
}
