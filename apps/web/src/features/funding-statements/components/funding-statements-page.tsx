// The funding statements page (issue 35, `/funding-statements`): a period's funded deals and what each dealer is paid,
// with their totals and the CSV file; a vendor admin's own dealership's, the lender's every dealer's or one's. The
// period lives in the URL; the server decides who may see what (a salesperson is refused, and told why).
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { hasLenderRole } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useFundingStatements } from '../api/get-statements.ts';
import { periodFrom } from '../period.ts';
import { DownloadCsv } from './download-csv.tsx';
import { type PeriodFilter, StatementsPeriod } from './statements-period.tsx';
import { StatementsTable } from './statements-table.tsx';

export function FundingStatementsPage() {
  const { t } = useTranslation('statements');
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const statements = useFundingStatements(period);
  const lender =
    session !== null && (hasLenderRole(session.user, 'funder') || hasLenderRole(session.user, 'lenderAdmin'));
  const change = (next: PeriodFilter) => {
    const params = new URLSearchParams({ from: next.from, to: next.to });
    if (next.vendorId) params.set('vendorId', String(next.vendorId));
    setSearch(params, { replace: true });
  };
  return (
    <Stack gap="md" maw="72rem" className="statements-page">
      <PageTitle>{t('page.title')}</PageTitle>
      <Text>{t('page.intro')}</Text>
      <StatementsPeriod value={period} onChange={change} lender={lender} />
      {statements.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(statements.error)}
        </Alert>
      ) : !statements.data ? (
        <Loader role="status" aria-label={t('page.loading')} />
      ) : (
        <>
          <DownloadCsv period={period} />
          <StatementsTable answer={statements.data} withDealer={lender} />
        </>
      )}
    </Stack>
  );
}
