// The booked deal's funding statement as stored (issue 35): what the dealer is paid. Shown on the deal's timeline to
// the dealer's users and the lender; a deal booked before statements existed says it has none.
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { useFundingStatement } from '../api/get-statements.ts';
import { StatementFacts } from './statement-facts.tsx';

export function FundingStatementPanel({
  applicationId,
  booked,
  listLink,
}: {
  applicationId: string;
  /** Whether the deal is booked: only then is a statement asked for. */
  booked: boolean;
  /** Whether the reader may open the period's statements (a vendor admin, the lender's funders and admins). */
  listLink: boolean;
}) {
  const { t } = useTranslation('statements');
  const statement = useFundingStatement(applicationId, booked);
  if (!booked) return null;
  const missing = statement.error instanceof ApiError && statement.error.status === 404;
  return (
    <section aria-labelledby="funding-statement-title" className="funding-statement">
      <Title order={2} size="h3" id="funding-statement-title" mb="sm">
        {t('statement.title')}
      </Title>
      {missing ? (
        <Text>{t('statement.none')}</Text>
      ) : statement.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(statement.error)}
        </Alert>
      ) : !statement.data ? (
        <Loader role="status" aria-label={t('statement.loading')} />
      ) : (
        <Stack gap="sm">
          <Text>{t('statement.intro')}</Text>
          <StatementFacts figures={statement.data} stored={statement.data} />
          {listLink && (
            <Anchor component={Link} to={paths.fundingStatements.build()} w="fit-content">
              {t('statement.allStatements')}
            </Anchor>
          )}
        </Stack>
      )}
    </section>
  );
}
