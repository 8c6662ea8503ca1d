// "Download CSV" of one report table (issue 37): the API takes the session's bearer token, not a cookie, so the file
// is fetched through the one API client and handed to the browser as a Blob under an object URL.
import { Alert, Button, Stack } from '@mantine/core';
import type { ReportQuery, ReportTable } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { useCsvDownload } from '../../../lib/csv-download.ts';
import { errorText } from '../../../lib/errors.ts';
import { fetchReportCsv } from '../api/get-report.ts';

export function DownloadCsv({
  query,
  table,
  range,
  label,
}: {
  query: ReportQuery;
  table: ReportTable;
  /** The resolved range, for the file's name. */
  range: { from: string; to: string };
  /** The table's title, for the button's accessible name. */
  label: string;
}) {
  const { t } = useTranslation('reports');
  const { busy, failure, download } = useCsvDownload(
    () => fetchReportCsv(query, table, range),
    (fileName) => t('export.downloaded', { fileName }),
  );
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        size="compact-sm"
        w="fit-content"
        loading={busy}
        onClick={() => void download()}
        aria-label={t('export.downloadNamed', { table: label })}
      >
        {t('export.download')}
      </Button>
      {failure !== null && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(failure)}
        </Alert>
      )}
    </Stack>
  );
}
