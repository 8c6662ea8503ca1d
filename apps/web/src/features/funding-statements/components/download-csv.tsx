// "Download CSV" (issue 35): the period's file fetched with the session's token through the one API client, then saved
// under the server's name. The text keeps the byte order mark the server wrote (Excel reads the accents by it).
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCsvDownload } from '../../../lib/csv-download.ts';
import { errorText } from '../../../lib/errors.ts';
import { fetchStatementsCsv, type StatementPeriod } from '../api/get-statements.ts';

export function DownloadCsv({ period }: { period: StatementPeriod }) {
  const { t } = useTranslation('statements');
  const { busy, failure, download } = useCsvDownload(
    () => fetchStatementsCsv(period),
    (fileName) => t('page.downloaded', { fileName }),
  );
  return (
    <Stack gap="xs">
      <Button onClick={() => void download()} loading={busy} w="fit-content">
        {t('page.download')}
      </Button>
      {failure !== null && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(failure)}
        </Alert>
      )}
    </Stack>
  );
}
