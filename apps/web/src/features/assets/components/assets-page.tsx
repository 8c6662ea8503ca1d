// Assets (spec §2): the application's assets as cards, their total with tax, add, edit and delete (asked first,
// naming the asset), Next to the financing program; step 1 of the financing phase.
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AssetAnswer } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConfirmEvent } from '../../../components/confirm-event.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { FinancingProgress } from '../../../components/stepper/financing-progress.tsx';
import { errorText, showError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAssets, useDeleteAsset } from '../api/assets.ts';
import { AssetCard } from './asset-card.tsx';
import '../assets.css';

/** A screen that sends the user here says why (the program screen without assets). */
export interface AssetsNotice {
  notice?: string;
}

export function AssetsPage() {
  const { t } = useTranslation('financing');
  const { applicationId = '' } = useParams();
  const notice = (useLocation().state as AssetsNotice | null)?.notice;
  const assets = useAssets(applicationId);
  const remove = useDeleteAsset(applicationId);
  const [toDelete, setToDelete] = useState<AssetAnswer | null>(null);
  const list = Object.values(assets.data?.assets ?? {});

  const confirmDelete = () => {
    const asset = toDelete;
    setToDelete(null);
    if (!asset) return;
    remove.mutate(asset.assetId, {
      onSuccess: () => notifySuccess(t('assets.deleted', { name: asset.assetName })),
      onError: (error) => showError(error),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle>{t('assets.title')}</PageTitle>
      <FinancingProgress current="assets" />
      {notice && (
        <Alert color="yellow" variant="outline" role="alert">
          {notice}
        </Alert>
      )}
      {assets.isPending && <Loader role="status" aria-label={t('common:loading')} />}
      {assets.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(assets.error, true)}
        </Alert>
      )}
      {assets.isSuccess && list.length === 0 && <Text>{t('assets.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list.map((asset) => (
          <AssetCard key={asset.assetId} applicationId={applicationId} asset={asset} onDelete={setToDelete} />
        ))}
      </SimpleGrid>
      {assets.isSuccess && (
        <Text size="lg" fw={700} aria-live="polite">
          {t('assets.totalLine', { amount: formatMoney(assets.data.assetTotal, currentLocale()) })}
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} variant="outline" to={paths.addAsset.build({ applicationId })}>
          {t('assets.add')}
        </Button>
        <Button component={Link} to={paths.financingProgram.build({ applicationId })}>
          {t('actions.next')}
        </Button>
      </Group>
      <ConfirmEvent
        question={toDelete && t('assets.confirmDeleteNamed', { name: toDelete.assetName })}
        onYes={confirmDelete}
        onNo={() => setToDelete(null)}
      />
    </Stack>
  );
}
