// The assets of the financing phase (spec §2): the list, and the add and edit form; they share one chunk.
export {
  AssetFormPage as AddAsset,
  AssetFormPage as EditAsset,
} from '../../features/assets/components/asset-form-page.tsx';
export { AssetsPage as Assets } from '../../features/assets/components/assets-page.tsx';
