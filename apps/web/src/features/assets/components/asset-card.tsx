// One asset as a card (spec §2 Assets list): type, subtype, description, quantity, serial number and cost with tax,
// with its edit link and delete button while the assets may change.
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { AssetAnswer, BilingualLabel, Locale } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export const labelIn = (label: BilingualLabel, locale: Locale) => label[locale].label;

interface Props {
  applicationId: string;
  asset: AssetAnswer;
  /** Absent when the assets can no longer change (the contract is requested): no Edit and no Delete then. */
  onDelete?: ((asset: AssetAnswer) => void) | undefined;
}

export function AssetCard({ applicationId, asset, onDelete }: Props) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const title = `${labelIn(asset.assetType, locale)} – ${labelIn(asset.assetSubType, locale)}`;
  const dash = '—';
  return (
    <Paper withBorder p="md" component="article" aria-label={asset.assetName} className="asset-card">
      <Title order={2} size="h4">
        {title}
      </Title>
      <FactList
        className="asset-facts"
        facts={[
          { label: t('assets.description'), value: asset.description || dash },
          { label: t('assets.quantity'), value: String(asset.quantity) },
          { label: t('assets.serialNumber'), value: asset.serialNumber || dash },
          { label: t('assets.retailCost'), value: formatMoney(asset.costBeforeTax, locale) },
          { label: t('assets.tax'), value: formatMoney(asset.tax, locale) },
          {
            label: t('assets.costWithTax'),
            value: <Text fw={700}>{formatMoney(asset.retailCost, locale)}</Text>,
          },
        ]}
      />
      {onDelete && (
        <Group gap="sm" mt="sm">
          <Button
            component={Link}
            variant="outline"
            size="sm"
            to={paths.editAsset.build({ applicationId, assetId: asset.assetId })}
            aria-label={t('assets.editNamed', { name: asset.assetName })}
          >
            {t('assets.edit')}
          </Button>
          <Button
            variant="outline"
            color="red"
            size="sm"
            onClick={() => onDelete(asset)}
            aria-label={t('assets.deleteNamed', { name: asset.assetName })}
          >
            {t('assets.delete')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
