// The document host's upload calls (spec §7): the status of the five types, a URL for one file, the PUT with its
// progress (XMLHttpRequest: fetch reports no upload progress), and the completion that has the server check the file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type UploadStatusAnswer,
  type UploadType,
  type UploadUrlAnswer,
  uploadDoneAnswer,
  uploadStatusAnswer,
  uploadUrlAnswer,
} from '@vp/domain';
import { api, DOC_API_BASE } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { answeredSince, useAnswersAskedAt } from '../../../lib/route-answers.ts';

/** ARCHITECTURE §9: the PUT may take up to the URL's 50 minutes. */
export const UPLOAD_TIMEOUT_MS = 50 * 60_000;
/** The answer's code when the contract is not signed yet (spec §4: back to Sign). */
export const SIGN_FIRST = 'SIGN_FIRST';

export function uploadStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.uploads.status(id),
    queryFn: ({ signal }): Promise<UploadStatusAnswer> =>
      api.get(`/applications/check-upload-status/${encodeURIComponent(id)}`, {
        signal,
        base: DOC_API_BASE,
        schema: uploadStatusAnswer,
      }),
    staleTime: 0,
  });
}

export function useUploadStatus(id: string) {
  const askedAt = useAnswersAskedAt();
  return useQuery({ ...uploadStatusQueryOptions(id), refetchOnMount: (q) => !answeredSince(askedAt, q) });
}

export function requestUploadUrl(id: string, uploadType: UploadType, file: File): Promise<UploadUrlAnswer> {
  return api.post(
    `/applications/upload-to-s3/${encodeURIComponent(id)}`,
    { uploadType, fileName: file.name, contentType: file.type },
    { base: DOC_API_BASE, schema: uploadUrlAnswer },
  );
}

/** PUTs the file to the URL (no Authorization: the URL is the credential), reporting progress from 0 to 1. */
export function putFile(
  target: UploadUrlAnswer,
  file: File,
  onProgress: (share: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    // The local PUT's refusals (a file that cannot be read, documents locked) come in the screen's language.
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = xhr.statusText;
      try {
        message = (JSON.parse(xhr.responseText) as { errorMessage?: string }).errorMessage ?? message;
      } catch {
        // An S3 error answers XML: its status text says enough.
      }
      reject(new ApiError(message, { kind: 'http', status: xhr.status }));
    };
    xhr.onerror = () => reject(new ApiError('network', { kind: 'network' }));
    xhr.ontimeout = () => reject(new ApiError('timeout', { kind: 'timeout' }));
    xhr.send(file);
  });
}

export function completeUpload(id: string, uploadId: number) {
  return api.post(
    `/applications/upload-complete/${encodeURIComponent(id)}`,
    { uploadId },
    { base: DOC_API_BASE, schema: uploadDoneAnswer },
  );
}
