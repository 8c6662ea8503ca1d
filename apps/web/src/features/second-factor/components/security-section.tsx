// Settings' sign-in security (decision 053): the user's passkeys and authenticator apps, adding and removing them,
// the recovery codes left and ten new ones; for a vendor admin, the dealership's rule for its salespeople.
import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { FactorAnswer, TotpSetupAnswer } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { SettingsSection } from '../../settings/index.ts';
import {
  startApp,
  useAddPasskey,
  useConfirmApp,
  useDealershipSecurity,
  useFactors,
  useNewRecoveryCodes,
  useRemoveFactor,
  useSetDealershipSecurity,
} from '../api/factors.ts';
import { isPasskeyCancelled } from '../api/passkey.ts';
import { AppSetup } from './app-setup.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

export function SecuritySection({ vendorAdmin }: { vendorAdmin: boolean }) {
  const { t } = useTranslation('factors');
  const factors = useFactors();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const show = (error: unknown) =>
    setFailure(isPasskeyCancelled(error) ? t('passkey.cancelled') : errorText(error));
  const answer = factors.data;

  return (
    <SettingsSection
      title={t('settings.title')}
      intro={t(answer?.required ? 'settings.required' : 'settings.intro')}
    >
      <Stack gap="sm" className="wrap-buttons">
        {failure && (
          <Alert color="red" variant="outline" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {answer && <FactorsTable factors={answer.factors} onError={show} />}
        {answer && answer.factors.length === 0 && <Text>{t('settings.none')}</Text>}
        {codes && <RecoveryCodes codes={codes} />}
        <AddFactor onAdded={(recovery) => recovery && setCodes(recovery)} onError={show} />
        {answer && answer.factors.length > 0 && (
          <RecoverySummary left={answer.recoveryCodesLeft} onCodes={setCodes} onError={show} />
        )}
        {vendorAdmin && <DealershipRule />}
      </Stack>
    </SettingsSection>
  );
}

function FactorsTable({ factors, onError }: { factors: FactorAnswer[]; onError: (error: unknown) => void }) {
  const { t } = useTranslation('factors');
  const remove = useRemoveFactor();
  if (factors.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.factor')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('settings.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {factors.map((factor) => {
            const label = factor.name
              ? `${t(`kind.${factor.kind}`)}: ${factor.name}`
              : t(`kind.${factor.kind}`);
            return (
              <Table.Tr key={factor.id}>
                <Table.Td>
                  {label}
                  <Text size="xs" c="gray.7">
                    {t('settings.added', { date: formatTimestamp(factor.createdAt, currentLocale()) })}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('settings.lastUsedOn', {
                      date: factor.lastUsedAt ? formatTimestamp(factor.lastUsedAt, currentLocale()) : '—',
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('settings.removeOne', { name: label })}
                    onClick={() => {
                      if (window.confirm(t('settings.removeConfirm', { name: label })))
                        remove.mutate(factor.id, { onError });
                    }}
                  >
                    {t('settings.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AddFactor({
  onAdded,
  onError,
}: {
  onAdded: (recoveryCodes: string[] | undefined) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('factors');
  const [name, setName] = useState('');
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const addPasskey = useAddPasskey();
  const confirmApp = useConfirmApp();
  if (setup)
    return (
      <AppSetup
        setup={setup}
        onConfirm={async (code, appName) => {
          const added = await confirmApp.mutateAsync({ code, name: appName });
          setSetup(null);
          onAdded(added.recoveryCodes);
        }}
      />
    );
  return (
    <Stack gap="xs">
      <TextInput
        label={t('passkey.name')}
        description={t('passkey.nameHint')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={60}
      />
      <Group gap="sm">
        <Button
          loading={addPasskey.isPending}
          onClick={() =>
            addPasskey.mutate(name.trim(), {
              onSuccess: (added) => {
                setName('');
                onAdded(added.recoveryCodes);
              },
              onError,
            })
          }
        >
          {t('passkey.add')}
        </Button>
        <Button variant="default" onClick={() => void startApp().then(setSetup, onError)}>
          {t('app.use')}
        </Button>
      </Group>
    </Stack>
  );
}

function RecoverySummary({
  left,
  onCodes,
  onError,
}: {
  left: number;
  onCodes: (codes: string[]) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('factors');
  const make = useNewRecoveryCodes();
  return (
    <Group gap="sm" justify="space-between">
      <Text>{t('codes.left', { count: left })}</Text>
      <Button
        variant="default"
        loading={make.isPending}
        onClick={() =>
          make.mutate(undefined, { onSuccess: (answer) => onCodes(answer.recoveryCodes), onError })
        }
      >
        {t('codes.new')}
      </Button>
    </Group>
  );
}

function DealershipRule() {
  const { t } = useTranslation('factors');
  const rule = useDealershipSecurity(true);
  const set = useSetDealershipSecurity();
  if (!rule.data) return null;
  return (
    <Checkbox
      label={t('settings.salespeople')}
      description={t('settings.salespeopleHint')}
      checked={rule.data.salespeopleNeedSecondFactor}
      disabled={set.isPending}
      onChange={(event) => set.mutate(event.currentTarget.checked)}
    />
  );
}
