// The uploads feature's public face: upload steps 1 and 2 (spec §2), for the router (each step's route imports its
// screen's file: step 2's drop zone stays out of step 1's chunk).
export { UploadFilePage } from './components/upload-file-page.tsx';
export { UploadFilesPage } from './components/upload-files-page.tsx';
