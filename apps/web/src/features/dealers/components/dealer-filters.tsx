// The dealers list's search and filters, kept in the URL (q, status, province, kind): a choice applies at once, the
// search on Enter or its button; any change returns to the first page.
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ALL_DEALER_REGIONS, DEALER_KINDS, DEALER_STATUSES, dealerRegions } from '@vp/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealerListFilter } from '../api/dealers.ts';
import { useRegionLabel } from './dealer-fields.tsx';

interface Props {
  filter: DealerListFilter;
  onChange: (next: Partial<DealerListFilter>) => void;
}

export function DealerFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('dealers');
  const regionLabel = useRegionLabel();
  const [q, setQ] = useState(filter.q ?? '');
  useEffect(() => setQ(filter.q ?? ''), [filter.q]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() || undefined });
  };
  const regionOf = (code: string) => regionLabel(dealerRegions('CA').includes(code) ? 'CA' : 'US', code);
  return (
    <search>
      <form onSubmit={search} aria-label={t('list.search')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('list.search')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            type="search"
          />
          <NativeSelect
            label={t('list.status')}
            value={filter.status ?? ''}
            onChange={(e) =>
              onChange({ status: (e.currentTarget.value || undefined) as DealerListFilter['status'] })
            }
          >
            <option value="">{t('list.all')}</option>
            {DEALER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('list.province')}
            value={filter.province ?? ''}
            onChange={(e) => onChange({ province: e.currentTarget.value || undefined })}
          >
            <option value="">{t('list.all')}</option>
            {ALL_DEALER_REGIONS.map((code) => (
              <option key={code} value={code}>
                {regionOf(code)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('list.kind')}
            value={filter.kind ?? ''}
            onChange={(e) =>
              onChange({ kind: (e.currentTarget.value || undefined) as DealerListFilter['kind'] })
            }
          >
            <option value="">{t('list.all')}</option>
            {DEALER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t('list.apply')}</Button>
          <Button
            variant="default"
            onClick={() =>
              onChange({ q: undefined, status: undefined, province: undefined, kind: undefined })
            }
          >
            {t('list.clear')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
