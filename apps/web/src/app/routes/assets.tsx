// The assets list of the financing phase (spec §2, step 1 of 5); the add and edit form is a chunk of its own.
export { AssetsPage as Component } from '../../features/assets/components/assets-page.tsx';
