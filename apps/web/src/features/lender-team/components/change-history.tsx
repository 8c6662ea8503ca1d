// A lender's user's or setting's changes, newest first (GET /lender/history/{entity}/{id}): when, who, what changed
// from what to what, and why.
import { Loader, Stack, Text } from '@mantine/core';
import type { ChangeEntity, FieldChange } from '@vp/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useChangeHistory } from '../api/lender-team.ts';
import '../lender-team.css';

/** A value as the history stores it (JSON text), in words: yes/no, the roles' names, the text itself, or none. */
function valueText(t: TFunction, json: string | null): string {
  if (json === null) return t('lender:history.nothing');
  const value: unknown = JSON.parse(json);
  if (typeof value === 'boolean') return t(value ? 'lender:history.yes' : 'lender:history.no');
  if (Array.isArray(value))
    return value.length === 0
      ? t('lender:history.nothing')
      : value.map((role) => t(`lender:roles.${String(role)}`, { defaultValue: String(role) })).join(', ');
  return String(value);
}

function FieldChanges({ fields }: { fields: readonly FieldChange[] }) {
  const { t } = useTranslation('lender');
  if (fields.length === 0) return null;
  return (
    <ul>
      {fields.map((change) => (
        <li key={change.field}>
          {t('history.change', {
            field: t(`history.fields.${change.field}`, { defaultValue: change.field }),
            before: valueText(t, change.before),
            after: valueText(t, change.after),
          })}
        </li>
      ))}
    </ul>
  );
}

export function ChangeHistory({ entity, id }: { entity: ChangeEntity; id: number }) {
  const { t } = useTranslation('lender');
  const history = useChangeHistory(entity, id);
  if (history.isPending) return <Loader size="sm" role="status" aria-label={t('history.loading')} />;
  if (history.isError) return null;
  if (history.data.length === 0) return <Text>{t('history.empty')}</Text>;
  return (
    <ol className="lt-history" aria-label={t('history.listLabel')}>
      {history.data.map((change) => (
        <li key={change.id}>
          <Stack gap={2}>
            <Text fw={600}>{t(`history.actions.${change.action}`, { defaultValue: change.action })}</Text>
            <Text size="sm">
              {t('history.byWhen', {
                when: formatTimestamp(change.at, currentLocale()),
                who: change.by ?? t('history.someone'),
              })}
            </Text>
            {change.reason && <Text size="sm">{t('history.reason', { reason: change.reason })}</Text>}
            <FieldChanges fields={change.fields} />
          </Stack>
        </li>
      ))}
    </ol>
  );
}
