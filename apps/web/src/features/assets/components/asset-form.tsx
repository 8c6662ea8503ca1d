// The asset form (spec §3 Asset, §5 Assets): manufacturer and type, quantity, serial number, retail cost, installation
// date and description; tax and total read-only as the cost is typed; the cap checked before the server re-checks it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type AddAssetQuery, type AssetFormData, assetForm, type Cents, type TaxRegion } from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { focusFirstInvalid } from '../focus-first-invalid.ts';
import { useAssetCost } from '../use-asset-cost.ts';
import { AssetCostSummary } from './asset-cost-summary.tsx';
import { AssetFields } from './asset-fields.tsx';

export interface AssetValues {
  assetTypeId: string;
  assetSubTypeId: string;
  quantity: string;
  serialNumber: string;
  retailCost: string;
  installationDate: string;
  description: string;
}

interface Props {
  defaultValues: AssetValues;
  assetId?: number;
  region: TaxRegion | null;
  amountApprovedCents: Cents | null;
  otherAssetsCents: readonly Cents[];
  onSave: (asset: AddAssetQuery) => Promise<unknown>;
  onCancel: () => void;
}

export function AssetForm({
  defaultValues,
  assetId,
  region,
  amountApprovedCents,
  otherAssetsCents,
  ...props
}: Props) {
  const { t } = useTranslation('financing');
  const methods = useForm<AssetValues, unknown, AssetFormData>({
    // The schema takes any input (the server's query too); the form's input is its text values.
    resolver: zodResolver(assetForm as z.ZodType<AssetFormData, AssetValues>),
    defaultValues,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const cost = useAssetCost({
    retailCost: methods.watch('retailCost'),
    region,
    amountApprovedCents,
    otherAssetsCents,
  });
  const overCap = cost.capMessages.length > 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    // The fields show their errors on their next paint: look for the first one then.
    const frame = requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const invalid = () => {
    setAlert('errors:fatalError.errorAppForm');
    setFocusRequest((n) => n + 1);
  };
  const submit = methods.handleSubmit(async (values) => {
    if (overCap) return invalid();
    setAlert(null);
    try {
      await props.onSave({ ...values, assetId, assetName: undefined });
    } catch (error) {
      // The server's cap or rule refusal is its own sentence, in the user's language.
      setAlert(error instanceof ApiError ? error.message : errorText(error));
    }
  }, invalid);

  return (
    <FormProvider {...methods}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw="40rem">
          {alert && (
            <Alert color="red" variant="outline" role="alert">
              {alert.startsWith('errors:') ? t(alert) : alert}
            </Alert>
          )}
          <AssetFields capMessages={cost.capMessages} />
          <AssetCostSummary cost={cost} />
          <Group gap="sm">
            <Button variant="outline" onClick={props.onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={methods.formState.isSubmitting}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
