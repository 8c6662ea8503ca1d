// PaymentCalculator (spec §2, issue 11): an amount before tax, the province (the vendor's by default) and a program;
// then every term with its monthly payment and APR, and Share to e-mail the quote to a customer.
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Cents, PROGRAMS, parseMoney, type TaxRegion, toProgramCard, totalWithTax } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatCents } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { CalculatorTerms } from './calculator-terms.tsx';
import { ShareQuote } from './share-quote.tsx';
import { useRegionOptions } from './use-region-options.ts';

export interface Quote {
  amount: string;
  region: TaxRegion;
  programId: string;
}

/** The tax and financed amount of a quote; null until an amount is typed. */
function priced(quote: Quote): { taxCents: Cents; totalCents: Cents } | null {
  const cents = parseMoney(quote.amount);
  return cents && cents > 0 ? totalWithTax(cents, quote.region) : null;
}

export function CalculatorPage() {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const vendor = useSession()?.vendor;
  const country = vendor?.country === 'US' ? 'US' : 'CA';
  const regions = useRegionOptions(country);
  // The seeded catalogue the server prices from: GET /programs answers an application's programs, and the
  // calculator has no application yet. The terms, payments and APRs still come from the server (program/options).
  const programList = PROGRAMS.map(toProgramCard);
  const [quote, setQuote] = useState<Quote>({
    amount: '',
    region: { country, region: vendor?.province ?? (country === 'US' ? 'NY' : 'ON') },
    programId: '',
  });
  const programId = quote.programId || (programList[0]?.value ?? '');
  const price = priced(quote);
  // Priced once the typing pauses: one options call per amount, not per keystroke.
  const [financedCents] = useDebouncedValue(price?.totalCents ?? null, 300);

  return (
    <Stack gap="lg" maw="48rem">
      <PageTitle>{t('calculator.title')}</PageTitle>
      <Text>{t('calculator.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput
          locale={locale}
          label={t('calculator.amount')}
          description={t('calculator.amountHint')}
          value={quote.amount}
          onChange={(amount) => setQuote({ ...quote, amount })}
        />
        <NativeSelect
          label={country === 'US' ? t('calculator.state') : t('calculator.province')}
          data={regions}
          value={quote.region.region}
          onChange={(e) => setQuote({ ...quote, region: { country, region: e.currentTarget.value } })}
        />
        <NativeSelect
          label={t('calculator.program')}
          data={programList.map((p) => ({
            value: p.value,
            label: locale === 'fr' ? p.fr.description : p.description,
          }))}
          value={programId}
          onChange={(e) => setQuote({ ...quote, programId: e.currentTarget.value })}
        />
      </SimpleGrid>
      {price && (
        <Text aria-live="polite">
          {t('calculator.priced', {
            tax: formatCents(price.taxCents, locale),
            total: formatCents(price.totalCents, locale),
          })}
        </Text>
      )}
      {financedCents !== null && programId !== '' && (
        <CalculatorTerms programId={Number(programId)} financedCents={financedCents} />
      )}
      {price && programId !== '' && <ShareQuote quote={{ ...quote, programId }} />}
    </Stack>
  );
}
