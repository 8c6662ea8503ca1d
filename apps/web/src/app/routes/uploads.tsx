// Certification and the two upload steps (spec §2): one chunk, the last steps of the financing phase.
export { CertificationPage as Certification } from '../../features/certificate/index.ts';
export {
  UploadFilePage as UploadFilesStep2,
  UploadFilesPage as UploadFilesStep1,
} from '../../features/uploads/index.ts';
