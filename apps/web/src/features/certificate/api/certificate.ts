// The completion certificate calls (spec §7 get-completion-certificate) and the screen's starting point.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CertificateRequest, certificateAnswer, certificateInfoAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function certificateInfoQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.uploads.certificate(id),
    queryFn: ({ signal }) =>
      api.get(`/completion-certificate/${encodeURIComponent(id)}`, { signal, schema: certificateInfoAnswer }),
  });
}

/** While an electronic certificate is out for signature, the screen looks again every 15 s. */
export const useCertificateInfo = (id: string) =>
  useQuery({
    ...certificateInfoQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.certificate?.signing?.status === 'sent' ? 15_000 : false),
  });

export function requestCertificate(id: string, request: CertificateRequest) {
  return api.post(`/get-completion-certificate/${encodeURIComponent(id)}`, request, {
    schema: certificateAnswer,
  });
}

/** Saves the paper certificate (base64 PDF) under its loan number's name. */
export function downloadPdf(base64: string, fileName: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
