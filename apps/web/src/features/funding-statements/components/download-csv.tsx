// "Download CSV" (issue 35): the period's file fetched with the session's token through the one API client, then saved
// under the server's name. The text keeps the byte order mark the server wrote (Excel reads the accents by it).
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { fetchStatementsCsv, type StatementPeriod } from '../api/get-statements.ts';

/** Hands the browser a file to save. */
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

export function DownloadCsv({ period }: { period: StatementPeriod }) {
  const { t } = useTranslation('statements');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await fetchStatementsCsv(period);
      // The client hands back the text without its byte order mark; saveFile puts it back.
      saveFile(file.text.replace(/^\uFEFF/, ''), file.fileName);
      notifySuccess(t('page.downloaded', { fileName: file.fileName }));
    } catch (error) {
      if (!(error instanceof ApiError && error.sessionExpired)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };
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
