// The statements page's filters (issue 35): the period (from, to; this month and last month at one click) and, for
// the lender, the dealer. Each change goes to the URL, where the page reads its period.
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatementDealers } from '../api/get-statements.ts';
import { type Period, presets } from '../period.ts';

export interface PeriodFilter extends Period {
  vendorId?: number | undefined;
}

export function StatementsPeriod({
  value,
  onChange,
  lender,
}: {
  value: PeriodFilter;
  onChange: (next: PeriodFilter) => void;
  /** The lender's page adds the dealer filter. */
  lender: boolean;
}) {
  const { t } = useTranslation('statements');
  const dealers = useStatementDealers(lender);
  const { thisMonth, lastMonth } = presets();
  const day = (name: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) onChange({ ...value, [name]: text });
  };
  return (
    <fieldset className="statements-period">
      <legend>{t('page.period')}</legend>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          type="date"
          label={t('page.from')}
          value={value.from}
          onChange={day('from')}
          max={value.to}
        />
        <TextInput type="date" label={t('page.to')} value={value.to} onChange={day('to')} min={value.from} />
        <Button variant="default" onClick={() => onChange({ ...value, ...thisMonth })}>
          {t('page.thisMonth')}
        </Button>
        <Button variant="default" onClick={() => onChange({ ...value, ...lastMonth })}>
          {t('page.lastMonth')}
        </Button>
        {lender && (
          <NativeSelect
            label={t('page.dealer')}
            value={value.vendorId ? String(value.vendorId) : ''}
            onChange={(event) => {
              const id = Number(event.currentTarget.value);
              onChange({ ...value, vendorId: id > 0 ? id : undefined });
            }}
            data={[
              { value: '', label: t('page.allDealers') },
              ...(dealers.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
            ]}
          />
        )}
      </Group>
    </fieldset>
  );
}
