// The Reports page (issue 37, `/reports`): a vendor admin's dealership, a salesperson's own deals, or the lender's
// every dealer (one with the dealer filter), for a date range: the funnel, approvals, funded volume, speed and the
// people (or dealers) table, each chart with its data as a table and each table as a CSV. Its settings live in the URL.
import '../reports.css';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReportQuery } from '@vp/domain';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withSearch } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useReport } from '../api/get-report.ts';
import { reportQueryFrom, reportSearch } from '../report-search.ts';
import { useLocale } from '../use-locale.ts';
import { ApprovalsSection } from './approvals-section.tsx';
import { FundingSection } from './funding-section.tsx';
import { FunnelSection } from './funnel-section.tsx';
import { PeopleTable } from './people-table.tsx';
import { ReportFilters } from './report-filters.tsx';
import { SpeedSection } from './speed-section.tsx';

const SCOPE_TEXT = {
  salesperson: 'page.scopeSalesperson',
  vendor: 'page.scopeVendor',
  lender: 'page.scopeLender',
} as const;

export function ReportsPage() {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const query = reportQueryFrom(search);
  const report = useReport(query);
  const lender = session?.user.role === 'underwriter';
  const change = (next: ReportQuery) => {
    const text = withSearch('', reportSearch(next));
    setSearch(new URLSearchParams(text.replace(/^\?/, '')), { replace: true });
  };
  // The figures and tables drawn in a transition: React renders them in slices and yields to the browser between
  // them, so a tap or a keystroke is answered while a large report (the lender's 500 dealers) is drawn.
  const answer = useDeferredValue(report.data);
  const empty = answer !== undefined && (answer.funnel[0]?.count ?? 0) === 0 && answer.funding.count === 0;
  return (
    <Stack gap="lg" maw="80rem" className="reports-page">
      <PageTitle>{t('page.title')}</PageTitle>
      <Text>{t('page.intro')}</Text>
      <ReportFilters value={query} onChange={change} lender={lender} />
      {report.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(report.error)}
        </Alert>
      ) : !answer ? (
        report.isFetching || query.range !== 'custom' ? (
          <Loader role="status" aria-label={t('page.loading')} />
        ) : null
      ) : (
        <>
          <Text role="status" aria-live="polite">
            {answer.dealerId !== null ? t('page.scopeDealer') : t(SCOPE_TEXT[answer.scope])}{' '}
            {t('page.rangeShown', {
              from: formatDate(answer.range.from, locale),
              to: formatDate(answer.range.to, locale),
              timeZone: answer.range.timeZone,
            })}
          </Text>
          {empty ? (
            <Alert color="blue" variant="outline">
              {t('page.empty')}
            </Alert>
          ) : (
            <>
              <FunnelSection answer={answer} query={query} />
              <ApprovalsSection answer={answer} query={query} />
              <FundingSection answer={answer} query={query} />
              <SpeedSection answer={answer} query={query} />
              <PeopleTable answer={answer} query={query} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
