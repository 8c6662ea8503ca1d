// Assets (spec §2): the application's assets as cards, their total with tax, add, edit and delete (asked first,
// naming the asset), Next to the financing program; step 1 of the financing phase. Once the contract is requested
// the assets are the contract's: shown without Add, Edit and Delete, with why and where to void it.
import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { AssetAnswer } from '@vp/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { financingLocked } from '../../../lib/application/closing-steps.ts';
import { errorText, showError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAssets, useDeleteAsset } from '../api/assets.ts';
import { AssetCard } from './asset-card.tsx';
import '../assets.css';

// The delete question's dialog (Mantine's Modal, its portal and scroll lock: about 40 kB) is not part of the first
// paint: it loads right after it, closed, as it was (decision 038).
const ConfirmEvent = lazy(() =>
  import('../../../components/confirm-event.tsx').then((module) => ({ default: module.ConfirmEvent })),
);

export function AssetsPage() {
  const { t } = useTranslation('financing');
  const { applicationId = '' } = useParams();
  return (
    <ClosingScreen applicationId={applicationId} step="assets" title={t('assets.title')}>
      {(closing) => <AssetsContent applicationId={applicationId} locked={financingLocked(closing)} />}
    </ClosingScreen>
  );
}

function AssetsContent({ applicationId, locked }: { applicationId: string; locked: boolean }) {
  const { t } = useTranslation('financing');
  const assets = useAssets(applicationId);
  const remove = useDeleteAsset(applicationId);
  const [toDelete, setToDelete] = useState<AssetAnswer | null>(null);
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
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
    <>
      {locked && (
        <Alert color="blue" variant="outline" role="status">
          {t('closing.assetsLocked')}{' '}
          <Anchor component={Link} to={paths.sign.build({ applicationId })}>
            {t('closing.toSign')}
          </Anchor>
        </Alert>
      )}
      {assets.isPending && <Loader role="status" aria-label={t('common:loading')} />}
      {assets.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(assets.error)}
        </Alert>
      )}
      {assets.isSuccess && list.length === 0 && <Text>{t('assets.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list.map((asset) => (
          <AssetCard
            key={asset.assetId}
            applicationId={applicationId}
            asset={asset}
            onDelete={locked ? undefined : setToDelete}
          />
        ))}
      </SimpleGrid>
      {assets.isSuccess && (
        <Text size="lg" fw={700} aria-live="polite">
          {t('assets.totalLine', { amount: formatMoney(assets.data.assetTotal, currentLocale()) })}
        </Text>
      )}
      {/* A refused list (not this vendor's to prepare) offers nothing that would be refused again. */}
      {assets.isSuccess && (
        <Group gap="sm">
          {!locked && (
            <Button component={Link} variant="outline" to={paths.addAsset.build({ applicationId })}>
              {t('assets.add')}
            </Button>
          )}
          <Button component={Link} to={paths.financingProgram.build({ applicationId })}>
            {t('actions.next')}
          </Button>
        </Group>
      )}
      {(painted || toDelete) && (
        <Suspense fallback={null}>
          <ConfirmEvent
            question={toDelete && t('assets.confirmDeleteNamed', { name: toDelete.assetName })}
            onYes={confirmDelete}
            onNo={() => setToDelete(null)}
          />
        </Suspense>
      )}
    </>
  );
}
