// The history tab of the lender's console (issue 35): an entity's changes, newest first, each with when, who, what
// was done, every field's value before → after, and the reason. Generic: the caller names the fields, the actions and
// how a value reads (a status in words); anything it does not name shows as recorded. Its words are the `dealers`
// namespace's `changeHistory` (kept out of the login's core catalog): a screen that shows it loads that namespace.
import { Alert, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEntity, changeHistoryAnswer, type FieldChange } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.ts';
import { errorText } from '../lib/errors.ts';
import { formatTimestamp } from '../lib/format.ts';
import { currentLocale } from '../lib/i18n.ts';
import { queryKeys } from '../lib/query-keys.ts';

export interface ChangeHistoryProps {
  entity: ChangeEntity;
  id: number;
  /** Each field's label; a field not named shows its own name. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Each action's words; otherwise the common ones (created, updated…), then the action as recorded. */
  actionLabels?: Readonly<Record<string, string>>;
  /** A value in words (a status, a kind); otherwise the value as recorded. */
  formatValue?: (field: string, value: unknown) => string | undefined;
  /** The heading's level in the page. */
  headingOrder?: 2 | 3;
}

export function useChangeHistory(entity: ChangeEntity, id: number) {
  return useQuery({
    queryKey: queryKeys.changeHistory(entity, id),
    queryFn: ({ signal }) =>
      api.get(`/lender/history/${entity}/${id}`, { signal, schema: changeHistoryAnswer }),
  });
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function FieldLine({ change, props }: { change: FieldChange; props: ChangeHistoryProps }) {
  const { t } = useTranslation('dealers');
  const show = (text: string | null) => {
    const value = parse(text);
    if (value === null || value === '') return t('changeHistory.none');
    return (
      props.formatValue?.(change.field, value) ?? (typeof value === 'string' ? value : JSON.stringify(value))
    );
  };
  return (
    <List.Item>
      {t('changeHistory.fieldChange', {
        field: props.fieldLabels?.[change.field] ?? change.field,
        before: show(change.before),
        after: show(change.after),
      })}
    </List.Item>
  );
}

export function ChangeHistory(props: ChangeHistoryProps) {
  const { t } = useTranslation('dealers');
  const query = useChangeHistory(props.entity, props.id);
  const locale = currentLocale();
  const actionOf = (action: string) =>
    props.actionLabels?.[action] ?? t(`changeHistory.actions.${action}`, { defaultValue: action });
  const headingId = `change-history-${props.entity}-${props.id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={props.headingOrder ?? 2} size="h3" id={headingId}>
        {t('changeHistory.title')}
      </Title>
      {query.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !query.data ? (
        <Loader role="status" aria-label={t('changeHistory.loading')} />
      ) : query.data.changes.length === 0 ? (
        <Text>{t('changeHistory.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.changes.map((change) => (
            <Paper component="li" withBorder p="sm" key={change.id}>
              <Text fw={600}>
                {actionOf(change.action)} · {change.by ?? t('changeHistory.nobody')}
              </Text>
              <Text size="sm">
                <time dateTime={change.at}>{formatTimestamp(change.at, locale)}</time>
              </Text>
              {change.fields.length > 0 && (
                <List size="sm" mt="xs" aria-label={t('changeHistory.changes')}>
                  {change.fields.map((field) => (
                    <FieldLine key={field.field} change={field} props={props} />
                  ))}
                </List>
              )}
              {change.reason && (
                <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                  {t('changeHistory.reasonIs', { reason: change.reason })}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
