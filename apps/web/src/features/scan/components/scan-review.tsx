// What the licence gave, field by field, before anything is filled in: a value the step's rules refuse says
// why and is left out; Continue fills in the rest and moves on.
import { Button, Stack, Text, Title } from '@mantine/core';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import type { ScannedItem, ScanOutcome } from '../scan-values.ts';
import classes from './licence-scan.module.css';

interface Props {
  outcome: ScanOutcome;
  busy: boolean;
  onContinue: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

function useLabel(items: readonly ScannedItem[]) {
  const { t } = useTranslation('scan');
  const us = items.find((item) => item.field === 'country')?.value === 'US';
  return (field: ScannedItem['field']) => {
    if (field === 'province' && us) return t('fields.state');
    if (field === 'postal' && us) return t('fields.zip');
    return t(`fields.${field}`);
  };
}

export function ScanReview({ outcome, busy, onContinue, headingRef }: Props) {
  const { t } = useTranslation('scan');
  const titleId = useId();
  const label = useLabel(outcome.items);
  const shown = (item: ScannedItem) => {
    if (!item.value) return t('review.notRead');
    if (item.field === 'country' && (item.value === 'CA' || item.value === 'US')) {
      return t(`countries.${item.value}`);
    }
    return item.value;
  };
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} ref={headingRef} tabIndex={-1}>
        {t('review.title')}
      </Title>
      <dl className={classes.list}>
        {outcome.items.map((item) => (
          <div key={item.field} className={classes.row} data-field={item.field}>
            <dt>{label(item.field)}</dt>
            <dd>
              {shown(item)}
              {item.problem && (
                <Text component="span" display="block" size="sm" c="red.9">
                  {t('review.notFilled', { message: translateMessage(item.problem) })}
                </Text>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Text size="sm">{t('review.note')}</Text>
      <div>
        <Button onClick={onContinue} loading={busy}>
          {t('actions.continue')}
        </Button>
      </div>
    </Stack>
  );
}
