// The automatic checks of a funding package (packages/domain/src/funding/checks.ts), as the lender reads them.
import { List, Text } from '@mantine/core';
import { checkState, type FundingCheck } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { inSentence } from './in-sentence.ts';

export function checkSentence(
  t: (key: string, options: Record<string, unknown>) => string,
  check: FundingCheck,
): string {
  const locale = currentLocale();
  const money = (value: string | number | undefined) =>
    typeof value === 'number' ? inSentence(formatMoney(value, locale)) : String(value ?? '');
  const params = check.params;
  return t(`funding.checks.${check.id}`, {
    ...params,
    financed: money(params.financed),
    billOfSale: money(params.billOfSale),
    date: typeof params.date === 'string' ? formatDate(params.date, locale) : '',
  });
}

/** Mantine's darkest green (#2b8a3e) is 4.36:1 on white, under AA's 4.5:1 for this text: one shade darker. */
const PASSED_GREEN = '#237032';
const STATE_COLOUR = { passed: PASSED_GREEN, failed: 'red.9', notChecked: 'gray.8' } as const;

export function FundingChecks({ checks }: { checks: FundingCheck[] }) {
  const { t } = useTranslation('underwriter');
  return (
    <List spacing={6} className="uw-checks">
      {checks.map((check) => {
        const state = checkState(check);
        return (
          <List.Item key={check.id} data-check={check.id} data-state={state}>
            <Text span fw={700} c={STATE_COLOUR[state]}>
              {t(`funding.${state}`)}
            </Text>
            {' — '}
            {checkSentence(t, check)}
          </List.Item>
        );
      })}
    </List>
  );
}
