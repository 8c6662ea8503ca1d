// POST /applications/scan/{id} (spec §7): a licence photo as multipart `fileInfo` with its `fileType`; the
// server reads the barcode and answers the licence's fields, keeping nothing. Offline, this browser reads it.

import { useMutation } from '@tanstack/react-query';
import { type LicenceFields, scanAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { preparePhoto } from '../photo/prepare-photo.ts';
import { readPhotoHere } from '../photo/read-photo-here.ts';

export interface ScanPhotoInput {
  /** The application's id, or 'new'. */
  applicationId: string;
  photo: Blob;
}

export async function scanLicencePhoto({ applicationId, photo }: ScanPhotoInput): Promise<LicenceFields> {
  // Offline (issue 39), the photo is read here, as the camera's frames are.
  if (!navigator.onLine) return readPhotoHere(photo);
  const image = await preparePhoto(photo);
  const body = new FormData();
  body.append('fileType', image.type);
  body.append('fileInfo', image, image.type === 'image/png' ? 'licence.png' : 'licence.jpg');
  const answer = await api.post(`/applications/scan/${encodeURIComponent(applicationId)}`, body, {
    schema: scanAnswer,
  });
  return answer.results;
}

export function useScanLicencePhoto() {
  return useMutation({ mutationFn: scanLicencePhoto });
}
