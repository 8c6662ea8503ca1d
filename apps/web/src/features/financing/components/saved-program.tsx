// The program saved with a deal, shown when the program screen is re-opened (decision 047): its terms as priced on the
// rate sheet's version it was saved on, whatever version is in effect since.
import { Alert } from '@mantine/core';
import type { SavedProgram as Saved } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export function SavedProgram({ saved }: { saved: Saved }) {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  return (
    <Alert color="blue" variant="outline" title={t('saved.title')}>
      {t('saved.text', {
        program: locale === 'fr' ? saved.fr.description : saved.description,
        months: saved.termMonths,
        rate: formatRate(saved.ratePercent, locale),
        apr: formatRate(saved.aprPercent, locale),
        payment: formatMoney(saved.monthlyPayment, locale),
        version: saved.version,
        date: formatDate(saved.effectiveFrom, locale),
      })}
    </Alert>
  );
}
