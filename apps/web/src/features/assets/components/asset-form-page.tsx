// AddAsset and EditAsset (spec §2): the asset form for the application of the URL, with the approved amount and the
// installation address it needs; Save and Cancel go back to the assets.
import { Alert, Loader, Stack } from '@mantine/core';
import { type AssetAnswer, dollarsToCents } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { FinancingProgress } from '../../../components/stepper/financing-progress.tsx';
import { useApplication } from '../../../lib/application/get-application.ts';
import { errorText } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAssets, useSaveAsset } from '../api/assets.ts';
import { approvedCents, taxRegionOf } from '../asset-money.ts';
import { AssetForm, type AssetValues } from './asset-form.tsx';
import '../assets.css';

function valuesOf(asset: AssetAnswer | undefined): AssetValues {
  return {
    assetTypeId: asset ? String(asset.assetTypeId) : '',
    assetSubTypeId: asset ? String(asset.assetSubTypeId) : '',
    quantity: asset ? String(asset.quantity) : '1',
    serialNumber: asset?.serialNumber ?? '',
    retailCost: asset ? asset.costBeforeTax.toFixed(2) : '',
    installationDate: asset?.installationDate ?? '',
    description: asset?.description ?? '',
  };
}

export function AssetFormPage() {
  const { t } = useTranslation('financing');
  const { applicationId = '', assetId } = useParams();
  const navigate = useNavigate();
  const record = useApplication(applicationId, true);
  const assets = useAssets(applicationId);
  const save = useSaveAsset(applicationId);
  const editing = assetId !== undefined;
  const title = editing ? t('assets.editTitle') : t('assets.addTitle');
  const backToAssets = () => navigate(paths.assets.build({ applicationId }));

  const error = record.error ?? assets.error;
  const ready = record.data && assets.data;
  const asset = editing ? assets.data?.assets[assetId] : undefined;
  const others = Object.values(assets.data?.assets ?? {})
    .filter((a) => a.assetId !== asset?.assetId)
    .map((a) => dollarsToCents(a.retailCost));

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <FinancingProgress current="assets" />
      {error && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(error, true)}
        </Alert>
      )}
      {!ready && !error && <Loader role="status" aria-label={t('common:loading')} />}
      {ready && editing && !asset && (
        <Alert color="red" variant="outline" role="alert">
          {t('assets.notFound')}
        </Alert>
      )}
      {ready && (!editing || asset) && (
        <AssetForm
          defaultValues={valuesOf(asset)}
          assetId={asset?.assetId}
          region={taxRegionOf(record.data.application)}
          amountApprovedCents={approvedCents(record.data.application)}
          otherAssetsCents={others}
          onCancel={() => void backToAssets()}
          onSave={async (query) => {
            await save.mutateAsync(query);
            notifySuccess(t('assets.saved'));
            await backToAssets();
          }}
        />
      )}
    </Stack>
  );
}
