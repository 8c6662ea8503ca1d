// The asset form's fields, bound by name: Mantine ties each label and error to its input (aria-describedby).
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/form/masked-input.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { useAssetSubTypes, useAssetTypes } from '../api/assets.ts';
import { labelIn } from './asset-card.tsx';
import type { AssetValues } from './asset-form.tsx';

function useError(name: keyof AssetValues): string | undefined {
  const { errors } = useFormState<AssetValues>({ name });
  return translateMessage(errors[name]?.message) || undefined;
}

function RetailCostField({ capMessages }: { capMessages: readonly string[] }) {
  const { t } = useTranslation('financing');
  const { field } = useController<AssetValues, 'retailCost'>({ name: 'retailCost' });
  const error = useError('retailCost');
  return (
    <MoneyInput
      ref={field.ref}
      name={field.name}
      locale={currentLocale()}
      label={t('assets.retailCost')}
      description={t('assets.retailCostHint')}
      required
      withAsterisk={false}
      // The cap's messages are this field's error: tied to it, announced as they apply, focused on Save.
      error={
        error ??
        (capMessages.length > 0 && (
          <span role="alert" className="asset-cap">
            {capMessages.map((message) => (
              <span key={message}>{message}</span>
            ))}
          </span>
        ))
      }
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

function InstallationDateField() {
  const { t } = useTranslation('financing');
  const { field } = useController<AssetValues, 'installationDate'>({ name: 'installationDate' });
  return (
    <MaskedInput
      ref={field.ref}
      name={field.name}
      mask="00/00/0000"
      label={t('assets.installationDate')}
      description={t('form.dateHint')}
      inputMode="numeric"
      error={useError('installationDate')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** A native select (keyboard and phone friendly), controlled so that a value chosen before its options load shows. */
function SelectField(props: {
  name: 'assetTypeId' | 'assetSubTypeId';
  label: string;
  options: { value: string; label: string }[];
  onPicked?: () => void;
}) {
  const { t } = useTranslation('financing');
  const { field } = useController<AssetValues, typeof props.name>({ name: props.name });
  return (
    <NativeSelect
      ref={field.ref}
      name={field.name}
      label={props.label}
      required
      withAsterisk={false}
      error={useError(props.name)}
      data={[{ value: '', label: t('form.choose') }, ...props.options]}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.currentTarget.value);
        props.onPicked?.();
      }}
      onBlur={field.onBlur}
    />
  );
}

export function AssetFields({ capMessages }: { capMessages: readonly string[] }) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const { register, watch, setValue } = useFormContext<AssetValues>();
  const types = useAssetTypes();
  const subTypes = useAssetSubTypes(watch('assetTypeId'));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="assetTypeId"
          label={t('assets.assetType')}
          options={(types.data?.assetTypes ?? []).map((o) => ({
            value: String(o.assetTypeId),
            label: labelIn(o, locale),
          }))}
          // Another manufacturer makes other types: the chosen one no longer applies.
          onPicked={() => setValue('assetSubTypeId', '')}
        />
        <SelectField
          name="assetSubTypeId"
          label={t('assets.assetSubType')}
          options={(subTypes.data?.assetSubTypes ?? []).map((o) => ({
            value: String(o.assetSubTypeId),
            label: labelIn(o, locale),
          }))}
        />
        <TextInput
          label={t('assets.quantity')}
          required
          withAsterisk={false}
          inputMode="numeric"
          error={useError('quantity')}
          {...register('quantity')}
        />
        <TextInput
          label={t('assets.serialNumber')}
          autoComplete="off"
          error={useError('serialNumber')}
          {...register('serialNumber')}
        />
        <RetailCostField capMessages={capMessages} />
        <InstallationDateField />
      </SimpleGrid>
      <TextInput
        label={t('assets.description')}
        maxLength={200}
        error={useError('description')}
        {...register('description')}
      />
    </>
  );
}
