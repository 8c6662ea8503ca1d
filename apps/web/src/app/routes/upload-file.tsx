// Upload step 2 (spec §2 UploadFile): one document's drop zone, a chunk of its own (react-dropzone and its file
// reading are half of the uploads' code, which Certification and upload step 1 do not use).
export { UploadFilePage as Component } from '../../features/uploads/components/upload-file-page.tsx';
