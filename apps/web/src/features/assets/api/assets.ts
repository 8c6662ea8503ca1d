// The asset calls (spec §7): the catalogue of manufacturers and types, an application's assets, adding, editing
// and deleting one. Every answer is read with its domain schema; a change refreshes the application's assets.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddAssetQuery,
  ASSET_CATALOGUE_PROGRAM_ID,
  addAssetAnswer,
  assetSubTypesAnswer,
  assetTypesAnswer,
  deleteAssetAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const query = (values: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

/** The list itself is shared with the program screen (lib/application/get-assets.ts). */
export { assetsQueryOptions, useAssets } from '../../../lib/application/get-assets.ts';

export function useAssetTypes() {
  return useQuery({
    queryKey: queryKeys.financing.assetTypes(),
    queryFn: ({ signal }) =>
      api.get(`/program/asset-types?${query({ programId: ASSET_CATALOGUE_PROGRAM_ID })}`, {
        signal,
        schema: assetTypesAnswer,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The types a manufacturer makes; nothing to ask before one is chosen. */
export function useAssetSubTypes(assetTypeId: string) {
  return useQuery({
    queryKey: queryKeys.financing.assetSubTypes(assetTypeId),
    queryFn: ({ signal }) =>
      api.get(`/program/asset-sub-types?${query({ programId: ASSET_CATALOGUE_PROGRAM_ID, assetTypeId })}`, {
        signal,
        schema: assetSubTypesAnswer,
      }),
    enabled: assetTypeId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The add-asset query: the cost in dollars, the installation date with dashes (spec §7). */
export function addAssetSearch(asset: AddAssetQuery): string {
  return query({
    assetId: asset.assetId,
    assetName: asset.assetName,
    assetTypeId: asset.assetTypeId,
    assetSubTypeId: asset.assetSubTypeId,
    quantity: asset.quantity,
    serialNumber: asset.serialNumber,
    description: asset.description,
    retailCost: (asset.retailCost / 100).toFixed(2),
    installationDate: asset.installationDate?.replaceAll('/', '-'),
  });
}

export function useSaveAsset(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: AddAssetQuery) =>
      api.get(`/application/add-asset/${encodeURIComponent(applicationId)}?${addAssetSearch(asset)}`, {
        schema: addAssetAnswer,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.financing.assets(applicationId) }),
        // The closing steps count the assets (Assets ✓, the program screen's guard).
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.closing(applicationId) }),
      ]),
  });
}

export function useDeleteAsset(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) =>
      api.get(`/application/delete-asset/${encodeURIComponent(applicationId)}?${query({ assetId })}`, {
        schema: deleteAssetAnswer,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.financing.assets(applicationId) }),
        // The closing steps count the assets (Assets ✓, the program screen's guard).
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.closing(applicationId) }),
      ]),
  });
}
