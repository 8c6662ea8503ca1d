// The request form of the Sign screen (spec §2): the contract's language, and for each signer In Person (Embed)
// or By Email (showing that person's e-mail), then Request.
import { Button, Radio, Stack, Text } from '@mantine/core';
import type { Locale, SignerRole, SigningState, SignMethod } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignChoice {
  language: Locale;
  methods: Partial<Record<SignerRole, SignMethod>>;
}

export function SignMethodFields({
  state,
  pending,
  onRequest,
}: {
  state: SigningState;
  pending: boolean;
  onRequest: (choice: SignChoice) => void;
}) {
  const { t } = useTranslation('signing');
  const [language, setLanguage] = useState<Locale>(state.language);
  const [methods, setMethods] = useState<Partial<Record<SignerRole, SignMethod>>>({});
  const methodOf = (role: SignerRole) => methods[role] ?? 'Embed';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onRequest({
          language,
          methods: Object.fromEntries(state.parties.map((p) => [p.roleName, methodOf(p.roleName)])),
        });
      }}
    >
      <Stack gap="lg">
        <Radio.Group
          label={t('language.legend')}
          description={state.quebec ? t('language.quebecHint') : undefined}
          value={language}
          onChange={(value) => setLanguage(value === 'fr' ? 'fr' : 'en')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="en" label={t('language.en')} />
            <Radio value="fr" label={t('language.fr')} />
          </Stack>
        </Radio.Group>
        {state.parties.map((party) => (
          <Radio.Group
            key={party.roleName}
            label={t('method.legend', { role: `${t(`roles.${party.roleName}`)} (${party.name})` })}
            value={methodOf(party.roleName)}
            onChange={(value) =>
              setMethods((m) => ({ ...m, [party.roleName]: value === 'Email' ? 'Email' : 'Embed' }))
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio value="Embed" label={t('method.Embed')} />
              <Radio
                value="Email"
                label={t('method.Email')}
                disabled={!party.email}
                description={party.email ? t('method.emailTo', { email: party.email }) : t('method.noEmail')}
              />
            </Stack>
          </Radio.Group>
        ))}
        <div>
          <Button type="submit" loading={pending}>
            {t('request')}
          </Button>
        </div>
        {pending && <Text role="status">{t('requesting')}</Text>}
      </Stack>
    </form>
  );
}
