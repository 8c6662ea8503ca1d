// The user's language: kept by the API for their e-mails and notices, and the app switches to it at once.
import { Group, Radio } from '@mantine/core';
import { isLocale, type UserLanguage } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/errors.ts';
import { currentLocale, setLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSetLanguage, useUserSettings } from '../api/settings.ts';
import { SettingsSection } from './settings-section.tsx';

export function LanguageSection() {
  const { t } = useTranslation('settings');
  const settings = useUserSettings();
  const setLanguage = useSetLanguage();
  // The choice shows at once (a controlled radio must not wait for the mutation's state, or the browser's tick is
  // undone under load); until the user chose one, the language they read the app in.
  const [chosen, setChosen] = useState<UserLanguage | null>(null);
  const value = chosen ?? settings.data?.language ?? currentLocale();

  const choose = (next: string) => {
    if (!isLocale(next)) return;
    setChosen(next);
    setLanguage.mutate(next as UserLanguage, {
      onSuccess: async () => {
        await setLocale(next);
        // Said in the language just chosen: the render's `t` still speaks the one the screen was in.
        notifySuccess(t('language.saved', { lng: next }));
      },
      onError: (error) => {
        setChosen(null);
        showError(error);
      },
    });
  };

  return (
    <SettingsSection title={t('language.title')} intro={t('language.intro')}>
      <Radio.Group label={t('language.label')} value={value} onChange={choose}>
        <Group mt="xs" gap="lg">
          <Radio value="en" label={t('language.en')} lang="en" disabled={setLanguage.isPending} />
          <Radio value="fr" label={t('language.fr')} lang="fr" disabled={setLanguage.isPending} />
        </Group>
      </Radio.Group>
    </SettingsSection>
  );
}
