// A CSV file fetched with the session's token through the one API client, then handed to the browser to save under
// the server's name (funding statements, reports). The byte order mark is put back: Excel reads the accents by it.
import { useState } from 'react';
import { ApiError } from './errors.ts';
import { notifySuccess } from './notify.ts';

/** Hands the browser a CSV file to save. */
export function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(
    new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The download's state: busy while fetching, the failure to show (none for an ended session: the app signs out). */
export function useCsvDownload(
  fetchFile: () => Promise<{ text: string; fileName: string }>,
  downloaded: (fileName: string) => string,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await fetchFile();
      saveCsv(file.text, file.fileName);
      notifySuccess(downloaded(file.fileName));
    } catch (error) {
      if (!(error instanceof ApiError && error.sessionExpired)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, download };
}
