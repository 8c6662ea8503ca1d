// A program's rate sheet (issue 35, route `rateSheet`): its versions, the latest day first, each with its status
// (future, in effect, expired), who wrote it and why; a future one may be deleted; and the new-version form, filled
// in from the version in effect. The lender admin's (LenderOnly).
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ProgramVersionAnswer } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ChangeHistory } from '../../../components/change-history.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useRateSheet } from '../api/rate-sheets.ts';
import { DeleteVersion } from './delete-version.tsx';
import { CreditorBadge, StatusBadge, useVersionFacts, versionName } from './version-facts.tsx';
import { VersionForm } from './version-form.tsx';
import '../rate-sheets.css';

function VersionCard({ version }: { version: ProgramVersionAnswer }) {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  const facts = useVersionFacts();
  const titleId = `version-${version.versionId}`;
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={titleId}>
      <Group gap="xs" justify="space-between">
        <Title order={3} size="h5" id={titleId}>
          {t('program.version', { version: version.version })}
        </Title>
        <Group gap="xs">
          <CreditorBadge creditor={version.creditor} />
          <StatusBadge status={version.status} />
        </Group>
      </Group>
      <FactList
        className="rate-facts"
        facts={[
          { label: t('facts.effectiveFrom'), value: formatDate(version.effectiveFrom, locale) },
          ...facts(version),
          { label: t('facts.names'), value: `${version.nameEn} / ${version.nameFr}` },
          // The catalogue's version 1 was written by the migration: no author, no moment, no reason to show.
          ...(version.createdBy === null
            ? [{ label: t('facts.by'), value: t('facts.catalogue') }]
            : [
                {
                  label: t('facts.by'),
                  value: `${version.createdBy}, ${formatTimestamp(version.createdAt, locale)}`,
                },
                { label: t('facts.reason'), value: version.reason ?? '' },
              ]),
        ]}
      />
      {version.status === 'future' && <DeleteVersion version={version} />}
    </Paper>
  );
}

export function RateSheetPage() {
  const { t } = useTranslation('rates');
  const programId = Number(useParams().programId);
  const sheet = useRateSheet(programId);
  const [adding, setAdding] = useState(false);
  const versions = sheet.data?.versions ?? [];
  const current = versions.find((v) => v.status === 'inEffect') ?? versions[0];
  return (
    <Stack gap="lg" maw="56rem">
      <Anchor component={Link} to={paths.rateSheets.build()}>
        {t('program.back')}
      </Anchor>
      <PageTitle>{current ? versionName(current) : t('list.title')}</PageTitle>
      {sheet.error && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(sheet.error)}
        </Alert>
      )}
      {!sheet.data && !sheet.error && <Loader role="status" aria-label={t('common:loading')} />}
      {sheet.data && current && (
        <>
          {adding ? (
            <VersionForm
              programId={programId}
              from={current}
              today={sheet.data.today}
              onDone={() => setAdding(false)}
            />
          ) : (
            <Group>
              <Button onClick={() => setAdding(true)}>{t('form.open')}</Button>
            </Group>
          )}
          <Stack gap="sm" component="section" aria-labelledby="versions-title">
            <Title order={2} size="h3" id="versions-title">
              {t('program.versions')}
            </Title>
            {versions.map((version) => (
              <VersionCard key={version.versionId} version={version} />
            ))}
          </Stack>
          <ChangeHistory entity="program" id={programId} />
        </>
      )}
    </Stack>
  );
}
