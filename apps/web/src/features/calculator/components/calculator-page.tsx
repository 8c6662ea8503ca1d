// PaymentCalculator (spec §2, issue 11): an amount before tax, the province (the vendor's by default) and a program;
// then every term with its monthly payment and APR, and Share to e-mail the quote to a customer. Opened for an
// application (?applicationId=), it offers and prices that application's creditor's programs (a second look's).
// On a tablet offline (issue 39) it prices on the rate sheet kept from the last time it was online.
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Cents, parseMoney, type SheetProgram, type TaxRegion, totalWithTax } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useOfferedPrograms, usePrograms, useRateSheet } from '../../../lib/financing/programs.ts';
import { formatCents } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../offline/index.ts';
import { type KeptSheet, keptSheet } from '../kept-sheet.ts';
import { CalculatorTerms } from './calculator-terms.tsx';
import { KeptSheetNote } from './kept-sheet-note.tsx';
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

/**
 * The programs offered, as the server answers them (the dealership's, each in effect today, decision 047): without an
 * application the lender's (GET /programs); for an application, its creditor's (GET /programs?id).
 */
function useProgramList(applicationId: string | undefined): ProgramChoice[] {
  const forApplication = usePrograms(applicationId ?? '', applicationId !== undefined);
  const offered = useOfferedPrograms(applicationId === undefined);
  const answer = applicationId === undefined ? offered.data : forApplication.data;
  return Object.values(answer?.programs ?? {}).map((p) => ({
    value: p.value,
    description: p.description,
    descriptionFr: p.fr.description,
  }));
}

interface ProgramChoice {
  value: string;
  description: string;
  descriptionFr: string;
  /** Offline: the kept version that prices it. */
  kept?: SheetProgram;
}

const keptChoices = (sheet: KeptSheet): ProgramChoice[] =>
  sheet.programs.map((p) => ({
    value: String(p.programId),
    description: p.description,
    descriptionFr: p.descriptionFr,
    kept: p,
  }));

export function CalculatorPage() {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const vendor = useSession()?.vendor;
  const country = vendor?.country === 'US' ? 'US' : 'CA';
  const regions = useRegionOptions(country);
  const applicationId = useSearchParams()[0].get('applicationId') || undefined;
  const online = useOnline();
  // The kept sheet prices the calculator's own programs offline; an application's are its creditor's, asked online.
  const offline = !online && applicationId === undefined;
  const sheet = useRateSheet(applicationId === undefined);
  const kept = offline ? keptSheet(sheet.data) : null;
  const serverList = useProgramList(applicationId);
  const programList = kept ? keptChoices(kept) : offline ? [] : serverList;
  const [quote, setQuote] = useState<Quote>({
    amount: '',
    region: { country, region: vendor?.province ?? (country === 'US' ? 'NY' : 'ON') },
    programId: '',
  });
  const chosen = programList.find((p) => p.value === quote.programId) ?? programList[0];
  const programId = chosen?.value ?? '';
  const price = priced(quote);
  // Priced once the typing pauses: one options call per amount, not per keystroke.
  const [financedCents] = useDebouncedValue(price?.totalCents ?? null, 300);

  return (
    <Stack gap="lg" maw="48rem">
      <PageTitle>{t('calculator.title')}</PageTitle>
      <Text>{t('calculator.intro')}</Text>
      {applicationId !== undefined && <Text>{t('calculator.forApplication')}</Text>}
      {offline && <KeptSheetNote kept={kept} />}
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
            label: locale === 'fr' ? p.descriptionFr : p.description,
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
        <CalculatorTerms
          programId={Number(programId)}
          financedCents={financedCents}
          applicationId={applicationId}
          kept={chosen?.kept}
        />
      )}
      {price &&
        programId !== '' &&
        (online ? (
          <ShareQuote quote={{ ...quote, programId }} />
        ) : (
          <Text>{t('calculator.offline.shareNeedsNetwork')}</Text>
        ))}
    </Stack>
  );
}
