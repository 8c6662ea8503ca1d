// AddAsset and EditAsset (spec §2): the asset form, apart from the list so that the list stays light.
export { AssetFormPage as Component } from '../../features/assets/components/asset-form-page.tsx';
