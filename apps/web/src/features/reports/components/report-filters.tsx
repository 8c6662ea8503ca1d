// The report's settings (issue 37): the date range (presets or custom days), the time zone, how funding is grouped
// and, for the lender's staff, the dealer (a searchable list fed by the dealers console's list). Each change goes to
// the URL, where the page reads its query.
import { Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REPORT_PERIODS, REPORT_RANGES, type ReportQuery, type ReportRange } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportDealers } from '../api/get-report.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

let browserZone: { zone: string | undefined } | undefined;

/** The browser's time zone, read once: the first default `Intl.DateTimeFormat` loads the zone's data (~15 ms). */
function browserTimeZone(): string | undefined {
  if (!browserZone) {
    try {
      browserZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    } catch {
      browserZone = { zone: undefined };
    }
  }
  return browserZone.zone;
}

function DealerFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const dealers = useReportDealers(debounced, true);
  const options = (dealers.data?.Items ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  // The chosen dealer stays a choice while another search is typed.
  const data =
    picked && value !== undefined && !options.some((o) => o.value === picked.value)
      ? [picked, ...options]
      : options;
  return (
    <Select
      label={t('filters.dealer')}
      placeholder={t('filters.allDealers')}
      searchable
      clearable
      data={data}
      value={value === undefined ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={dealers.isFetching ? undefined : t('people.none')}
      onChange={(next, option) => {
        setPicked(option ?? null);
        onChange(next ? Number(next) : undefined);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

export function ReportFilters({
  value,
  onChange,
  lender,
}: {
  value: ReportQuery;
  onChange: (next: ReportQuery) => void;
  /** The lender's staff also pick a dealer. */
  lender: boolean;
}) {
  const { t } = useTranslation('reports');
  const zone = browserTimeZone();
  const day = (name: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (ISO_DATE.test(text)) onChange({ ...value, [name]: text });
  };
  return (
    <fieldset className="report-filters">
      <legend>{t('filters.legend')}</legend>
      <Group gap="sm" align="end" wrap="wrap">
        <NativeSelect
          label={t('filters.range')}
          value={value.range}
          onChange={(event) => {
            const range = event.currentTarget.value as ReportRange;
            onChange({ ...value, range, from: undefined, to: undefined });
          }}
          data={REPORT_RANGES.map((range) => ({ value: range, label: t(`filters.ranges.${range}`) }))}
        />
        {value.range === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t('filters.from')}
              value={value.from ?? ''}
              max={value.to}
              onChange={day('from')}
            />
            <TextInput
              type="date"
              label={t('filters.to')}
              value={value.to ?? ''}
              min={value.from}
              onChange={day('to')}
            />
          </>
        )}
        <NativeSelect
          label={t('filters.timeZone')}
          value={value.timeZone ?? ''}
          onChange={(event) => onChange({ ...value, timeZone: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('filters.timeZones.default') },
            ...(zone ? [{ value: zone, label: t('filters.timeZones.browser', { timeZone: zone }) }] : []),
            ...(value.timeZone && value.timeZone !== zone
              ? [{ value: value.timeZone, label: value.timeZone }]
              : []),
          ]}
        />
        <NativeSelect
          label={t('filters.period')}
          value={value.period ?? ''}
          onChange={(event) => {
            const period = REPORT_PERIODS.find((p) => p === event.currentTarget.value);
            onChange({ ...value, period });
          }}
          data={[
            { value: '', label: t('filters.periods.auto') },
            ...REPORT_PERIODS.map((period) => ({ value: period, label: t(`filters.periods.${period}`) })),
          ]}
        />
        {lender && (
          <DealerFilter value={value.dealerId} onChange={(dealerId) => onChange({ ...value, dealerId })} />
        )}
      </Group>
    </fieldset>
  );
}
