// GET /application/get-assets/{id}: an application's assets, their count and total with tax. Shared by the assets
// screens (the list, the cap) and the program screen (the financed amount, the installation date).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsAnswer } from '@vp/domain';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export function assetsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.financing.assets(applicationId),
    queryFn: ({ signal }) =>
      api.get(`/application/get-assets/${encodeURIComponent(applicationId)}`, {
        signal,
        schema: assetsAnswer,
      }),
  });
}

export const useAssets = (applicationId: string) => useQuery(assetsQueryOptions(applicationId));
