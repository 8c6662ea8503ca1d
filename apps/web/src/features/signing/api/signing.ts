// The signing calls (spec §7): the Sign screen's state, the request and its 'sign as' links, the void, the status
// check (every 5 minutes, every 30 s once all have signed), the contract's download and the upload trigger.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkSignAnswer,
  type EnvelopeStatus,
  fileSignedAnswer,
  type Locale,
  type SignMethod,
  signAnswer,
  signedPdfAnswer,
  signingStateAnswer,
  voidSignAnswer,
} from '@vp/domain';
import { api, DOC_API_BASE } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec §7 and ARCHITECTURE §9: 5 minutes while anyone still has to sign, 30 s once all have. */
export const SIGN_POLL_MS = 300_000;
export const SIGNED_POLL_MS = 30_000;

export function signingStateQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.signing.state(applicationId),
    queryFn: ({ signal }) => api.get(`/sign/${applicationId}/state`, { signal, schema: signingStateAnswer }),
  });
}

export function useSigningState(applicationId: string) {
  return useQuery({
    ...signingStateQueryOptions(applicationId),
    // A signer returning the device (the dealer's tab regains focus) sees the new state at once.
    refetchOnWindowFocus: 'always',
  });
}

/** The status check of an envelope out for signature; its answer moves the screen when it changes. */
export function useCheckSign(applicationId: string, envelopeId: string | null, allSigned: boolean) {
  return useQuery({
    queryKey: queryKeys.signing.check(applicationId, envelopeId ?? ''),
    queryFn: async ({ signal }): Promise<EnvelopeStatus | false> => {
      try {
        const answer = await api.get(`/check-sign/${applicationId}?envelopeId=${envelopeId}`, {
          base: DOC_API_BASE,
          signal,
          schema: checkSignAnswer,
        });
        return answer.results;
      } catch {
        // Spec §7: the check's errors are swallowed and read as not signed; the next poll asks again.
        return false;
      }
    },
    enabled: envelopeId !== null,
    refetchInterval: allSigned ? SIGNED_POLL_MS : SIGN_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
  });
}

export interface SignRequest {
  customerSignMethod: SignMethod;
  coCustomerSignMethod?: SignMethod | undefined;
  language: Locale;
  /** Where an in-person signer's page offers to return (this screen). */
  url: string;
}

export function useRequestSignature(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SignRequest) => {
      const search = new URLSearchParams({
        action: 'sign',
        url: request.url,
        customerSignMethod: request.customerSignMethod,
        language: request.language,
      });
      if (request.coCustomerSignMethod) search.set('coCustomerSignMethod', request.coCustomerSignMethod);
      return api.get(`/sign/${applicationId}?${search}`, { schema: signAnswer });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.signing.state(applicationId) }),
  });
}

export function useVoidSignature(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/sign/${applicationId}/void`, {}, { schema: voidSignAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.signing.state(applicationId) }),
  });
}

export function downloadContract(applicationId: string) {
  return api.get(`/esign/downloadPdf/${applicationId}`, { base: DOC_API_BASE, schema: signedPdfAnswer });
}

/** The upload trigger: the signed contract is filed with the loan before Certification. */
export function useFileSignedContract(applicationId: string) {
  return useMutation({
    mutationFn: (envelopeId: string) =>
      api.get(`/esign/upload-to-s3/${applicationId}?envelopeId=${envelopeId}`, {
        base: DOC_API_BASE,
        schema: fileSignedAnswer,
      }),
  });
}
