// Settings' Integrations (issue 41, decision 058), for a vendor admin: the dealership's API keys and webhooks.
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../settings/index.ts';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

export function IntegrationsSection() {
  const { t } = useTranslation('integrations');
  return (
    <SettingsSection title={t('title')} intro={t('intro')}>
      <ApiKeysPanel />
      <WebhooksPanel />
    </SettingsSection>
  );
}
