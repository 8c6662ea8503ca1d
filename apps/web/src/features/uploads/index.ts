// The uploads feature's public face: upload steps 1 and 2 (spec §2), for the router.
export { UploadFilePage } from './components/upload-file-page.tsx';
export { UploadFilesPage } from './components/upload-files-page.tsx';
