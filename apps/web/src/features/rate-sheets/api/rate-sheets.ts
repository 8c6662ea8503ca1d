// The lender admin's rate sheets (issue 35, decision 047): the programs, one program's versions, a new version, the
// deletion of one not yet in effect, and the programs a dealership may offer. Each change drops what it changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DealerProgramsInput,
  dealerProgramsAnswer,
  lenderProgramAnswer,
  lenderProgramsAnswer,
  programVersionAnswer,
  type programVersionInput,
  successAnswer,
} from '@vp/domain';
import type { z } from 'zod';
import { api, request } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useRateSheets() {
  return useQuery({
    queryKey: queryKeys.rateSheets.list(),
    queryFn: ({ signal }) => api.get('/lender/programs', { signal, schema: lenderProgramsAnswer }),
  });
}

export function useRateSheet(programId: number) {
  return useQuery({
    queryKey: queryKeys.rateSheets.program(programId),
    queryFn: ({ signal }) =>
      api.get(`/lender/programs/${programId}`, { signal, schema: lenderProgramAnswer }),
    enabled: Number.isInteger(programId) && programId > 0,
  });
}

/** The new version as the form holds it: the schema's input (rates as typed), sent as is; the server parses again. */
export type VersionDraft = z.input<typeof programVersionInput>;

export function useAddVersion(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: VersionDraft) =>
      api.post(`/lender/programs/${programId}/versions`, version, { schema: programVersionAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rateSheets.all }),
  });
}

export function useDeleteVersion(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, reason }: { versionId: number; reason: string }) =>
      request(`/lender/programs/${programId}/versions/${versionId}`, {
        method: 'DELETE',
        body: { reason },
        schema: successAnswer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rateSheets.all }),
  });
}

export function useDealerPrograms(vendorId: number) {
  return useQuery({
    queryKey: queryKeys.rateSheets.dealer(vendorId),
    queryFn: ({ signal }) =>
      api.get(`/lender/dealers/${vendorId}/programs`, { signal, schema: dealerProgramsAnswer }),
  });
}

export function useSetDealerPrograms(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerProgramsInput) =>
      request(`/lender/dealers/${vendorId}/programs`, {
        method: 'PUT',
        body: input,
        schema: dealerProgramsAnswer,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.rateSheets.dealer(vendorId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.rateSheets.list() });
    },
  });
}
