// Certification and upload step 1 (spec §2): one chunk, the last steps of the financing phase. Upload step 2, with
// the drop zone (react-dropzone), is a chunk of its own (upload-file.tsx): the two screens here load without it.
export { CertificationPage as Certification } from '../../features/certificate/index.ts';
export { UploadFilesPage as UploadFilesStep1 } from '../../features/uploads/components/upload-files-page.tsx';
