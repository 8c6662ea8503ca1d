// What the calculator says offline (issue 39): the day of the rate sheet kept on this tablet and the programs changed
// since (left out), or that none is kept.
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { KeptSheet } from '../kept-sheet.ts';

export function KeptSheetNote({ kept }: { kept: KeptSheet | null }) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  if (!kept) {
    return (
      <Alert color="orange" variant="outline" role="note" aria-label={t('calculator.offline.keptTitle')}>
        {t('calculator.offline.noneKept')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="outline" role="note" title={t('calculator.offline.keptTitle')}>
      <Text size="sm">{t('calculator.offline.keptBody', { date: formatDate(kept.day, locale) })}</Text>
      {kept.leftOut > 0 && (
        <Text size="sm">{t('calculator.offline.keptLeftOut', { count: kept.leftOut })}</Text>
      )}
    </Alert>
  );
}
