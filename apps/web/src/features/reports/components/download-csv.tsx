// "Download CSV" of one report table (issue 37): the API takes the session's bearer token, not a cookie, so the file
// is fetched through the one API client and handed to the browser as a Blob under an object URL.
import { Alert, Button, Stack } from '@mantine/core';
import type { ReportQuery, ReportTable } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { fetchReportCsv } from '../api/get-report.ts';

function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await fetchReportCsv(query, table, range);
      saveFile(file.text.replace(/^\uFEFF/, ''), file.fileName);
      notifySuccess(t('export.downloaded', { fileName: file.fileName }));
    } catch (error) {
      if (!(error instanceof ApiError && error.sessionExpired)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };
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
