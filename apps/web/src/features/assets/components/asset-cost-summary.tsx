// The asset form's read-only tax and total (spec §3: read-only in the form), announced as the cost is typed.
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AssetCost } from '../use-asset-cost.ts';

export function AssetCostSummary({ cost }: { cost: AssetCost }) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const show = (cents: number | null) => (cents === null ? '—' : formatCents(cents, locale));
  return (
    <Stack gap="xs">
      <Group gap="xl" aria-live="polite">
        <Text data-testid="asset-tax">{t('assets.taxShown', { amount: show(cost.taxCents) })}</Text>
        <Text fw={700} data-testid="asset-total">
          {t('assets.totalShown', { amount: show(cost.totalCents) })}
        </Text>
      </Group>
    </Stack>
  );
}
