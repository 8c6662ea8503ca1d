// Rate sheets (issue 35, route `rateSheets`): each program with its names, creditor, rate, fees, terms, the day its
// version took effect and the next change scheduled; each opens its versions. The lender admin's (LenderOnly).
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { LenderProgramsAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useRateSheets } from '../api/rate-sheets.ts';
import { CreditorBadge, useVersionFacts, versionName } from './version-facts.tsx';
import '../rate-sheets.css';

type ProgramRow = LenderProgramsAnswer['programs'][number];

function ProgramCard({ program }: { program: ProgramRow }) {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  const facts = useVersionFacts();
  const shown = program.inEffect ?? program.next;
  if (!shown) return null;
  const name = versionName(shown);
  const other = locale === 'fr' ? shown.nameEn : shown.nameFr;
  const titleId = `program-${program.programId}`;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {name}
          </Title>
          <Text size="sm" lang={locale === 'fr' ? 'en' : 'fr'}>
            {other}
          </Text>
        </div>
        <CreditorBadge creditor={shown.creditor} />
      </Group>
      <FactList
        className="rate-facts"
        facts={[
          ...facts(shown),
          {
            label: t('facts.since'),
            value: program.inEffect
              ? formatDate(program.inEffect.effectiveFrom, locale)
              : t('list.noneInEffect'),
          },
          {
            label: t('facts.next'),
            value: program.next
              ? t('list.nextChange', {
                  rate: formatRate(program.next.ratePercent, locale),
                  date: formatDate(program.next.effectiveFrom, locale),
                })
              : t('list.nextNone'),
          },
          {
            label: t('facts.withheldFrom'),
            value:
              program.withheldFrom === 0
                ? t('values.noDealer')
                : t('values.dealers', { count: program.withheldFrom }),
          },
        ]}
      />
      <Anchor
        component={Link}
        to={paths.rateSheet.build({ programId: String(program.programId) })}
        mt="sm"
        display="inline-block"
      >
        {t('list.open', { name })}
      </Anchor>
    </Paper>
  );
}

export function RateSheetsPage() {
  const { t } = useTranslation('rates');
  const sheets = useRateSheets();
  return (
    <Stack gap="lg" maw="56rem">
      <PageTitle>{t('list.title')}</PageTitle>
      <Text>{t('list.intro')}</Text>
      {sheets.error && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(sheets.error)}
        </Alert>
      )}
      {!sheets.data && !sheets.error && <Loader role="status" aria-label={t('common:loading')} />}
      {sheets.data?.programs.length === 0 && <Text>{t('list.empty')}</Text>}
      {sheets.data?.programs.map((program) => (
        <ProgramCard key={program.programId} program={program} />
      ))}
    </Stack>
  );
}
