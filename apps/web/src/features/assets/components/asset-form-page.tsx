// AddAsset and EditAsset (spec §2): the asset form for the application of the URL, with the approved amount and the
// installation address it needs; Save and Cancel go back to the assets. Once the contract is requested the form is
// not offered: the user goes back to the assets, told why.
import { Alert, Loader } from '@mantine/core';
import { type AssetAnswer, dollarsToCents } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { type ClosingNotice, ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { financingLocked } from '../../../lib/application/closing-steps.ts';
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

/**
 * One object for every render: <Navigate> navigates again on a new state, and the assets route's loader keeps this
 * screen rendered (and re-rendering) while its answers come (decision 038): a new object each time would restart it.
 */
const LOCKED_NOTICE: ClosingNotice = { notice: 'financing:closing.assetsLocked' };

export function AssetFormPage() {
  const { t } = useTranslation('financing');
  const { applicationId = '', assetId } = useParams();
  const title = assetId !== undefined ? t('assets.editTitle') : t('assets.addTitle');
  return (
    <ClosingScreen applicationId={applicationId} step="assets" title={title}>
      {(closing) =>
        financingLocked(closing) ? (
          <Navigate to={paths.assets.build({ applicationId })} replace state={LOCKED_NOTICE} />
        ) : (
          <AssetFormContent applicationId={applicationId} assetId={assetId} />
        )
      }
    </ClosingScreen>
  );
}

function AssetFormContent({
  applicationId,
  assetId,
}: {
  applicationId: string;
  assetId: string | undefined;
}) {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const record = useApplication(applicationId, true);
  const assets = useAssets(applicationId);
  const save = useSaveAsset(applicationId);
  const editing = assetId !== undefined;
  const backToAssets = () => navigate(paths.assets.build({ applicationId }));

  const error = record.error ?? assets.error;
  const ready = record.data && assets.data;
  const asset = editing ? assets.data?.assets[assetId] : undefined;
  const others = Object.values(assets.data?.assets ?? {})
    .filter((a) => a.assetId !== asset?.assetId)
    .map((a) => dollarsToCents(a.retailCost));

  return (
    <>
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
    </>
  );
}
