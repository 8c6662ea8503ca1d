// The lender's funding review (issue 13): the queue of submitted packages, one package with its checks, the combined
// PDF (sent only with the Authorization header, so fetched as a blob and shown from an object URL), and the review:
// fund on a date (never before the cooling-off period ends) or ask for missing documents with a note.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FundingQueueItem, type FundingReview, fundingItemAnswer, fundingQueueAnswer } from '@vp/domain';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { API_BASE, api } from '../../../lib/api-client.ts';
import {
  apiErrorFromResponse,
  expireSession,
  isSessionExpiry,
  networkError,
  tokenMissingError,
} from '../../../lib/errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getToken } from '../../../lib/session.ts';

const fundingPath = (id: string) => `/underwriter/funding/${encodeURIComponent(id)}`;

export function fundingQueueQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.underwriter.funding(),
    queryFn: async ({ signal }): Promise<FundingQueueItem[]> =>
      (await api.get('/underwriter/funding', { signal, schema: fundingQueueAnswer })).results,
    staleTime: 0,
  });
}

export const useFundingQueue = () => useQuery(fundingQueueQueryOptions());

/** One package, and whether four eyes keeps the caller from booking it (decision 046). */
export type FundingItem = FundingQueueItem & { fourEyes: boolean; youApprovedCredit: boolean };

export function fundingItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.underwriter.fundingItem(id),
    queryFn: async ({ signal }): Promise<FundingItem> => {
      const { Item, fourEyes, youApprovedCredit } = await api.get(fundingPath(id), {
        signal,
        schema: fundingItemAnswer,
      });
      return { ...Item, fourEyes, youApprovedCredit };
    },
    staleTime: 0,
  });
}

export const useFundingItem = (id: string) => useQuery(fundingItemQueryOptions(id));

/** The combined package PDF as a Blob (the API reads the token from the Authorization header only). */
export async function fetchPackage(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  if (!token) throw tokenMissingError();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${fundingPath(id)}/package`, {
      headers: { Authorization: token, Accept: 'application/pdf', 'Accept-Language': currentLocale() },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the answer.
    }
    const field = (name: string) =>
      body && typeof body === 'object' && name in body
        ? String((body as Record<string, unknown>)[name])
        : undefined;
    const expired = isSessionExpiry(field('code'), field('errorMessage'));
    if (expired) expireSession();
    throw apiErrorFromResponse(response.status, body, expired);
  }
  return response.blob();
}

/** An object URL of the package PDF while the screen shows it (revoked when it goes), or the failure. */
export function usePackageUrl(id: string): { url: string | null; error: unknown } {
  const [state, setState] = useState<{ url: string | null; error: unknown }>({ url: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, error: null });
    fetchPackage(id, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(
          blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
        );
        setState({ url, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ url: null, error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}

const reviewAnswer = z.object({ status: z.string() });

export function reviewFunding(id: string, review: FundingReview): Promise<z.infer<typeof reviewAnswer>> {
  return api.post(fundingPath(id), review, { schema: reviewAnswer });
}

export function useReviewFunding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: FundingReview) => reviewFunding(id, review),
    onSuccess: async () => {
      queryClient.setQueryData<FundingQueueItem[]>(queryKeys.underwriter.funding(), (items) =>
        items?.filter((item) => item.id !== id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.underwriter.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' }),
      ]);
    },
  });
}
