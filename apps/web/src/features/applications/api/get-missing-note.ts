// The lender's note on an application sent back for Missing Documents (issue 13), read from check-upload-status
// (spec §7) with the upload screen's query key, so both show the same answer.
import { useQuery } from '@tanstack/react-query';
import { uploadStatusAnswer } from '@vp/domain';
import { api, DOC_API_BASE } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const MISSING_DOCUMENTS = 'Missing Documents';

export function useMissingDocumentsNote(applicationId: string, status: string) {
  return useQuery({
    queryKey: queryKeys.uploads.status(applicationId),
    queryFn: ({ signal }) =>
      api.get(`/applications/check-upload-status/${encodeURIComponent(applicationId)}`, {
        signal,
        base: DOC_API_BASE,
        schema: uploadStatusAnswer,
      }),
    enabled: status === MISSING_DOCUMENTS,
    select: (answer) => answer.missingDocumentsNote,
    staleTime: 0,
  });
}
