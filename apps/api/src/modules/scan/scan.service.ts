// Licence scanning from a photo (spec §7 POST /applications/scan/{id}): who may scan, what a photo may be, and
// the fields its barcode fills in. Nothing is stored or logged: the photo and the payload live for this call only.
import { decodeLicenceBytes, isQuebecVendor, type LicenceFields, parseLicence } from '@vp/domain';
import { ReaderBusyError } from '../../adapters/barcode/barcode-pool.ts';
import type { BarcodeReader } from '../../adapters/barcode/barcode-reader.ts';
import { UnreadableImageError } from '../../adapters/barcode/barcode-reader.ts';
import { AppError, forbidden, UnavailableError } from '../../lib/app-error.ts';
import { applicationNotFound } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { imageTypeOf, isDeclaredNonImage } from './image-type.ts';

export interface Upload {
  bytes: Uint8Array;
  /** The part's content type and the optional `fileType` field, as the client declared them. */
  declaredTypes: string[];
}

interface Deps {
  applications: Pick<ApplicationsRepository, 'findById'>;
  reader: BarcodeReader;
}

/** Every thread busy and the queue full: a photo takes well under a second, so the queue has moved on by then. */
export const SCAN_RETRY_AFTER_SECONDS = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notAnImage = () => new AppError('errors:scan.notAnImage', 415);

export function createScanService({ applications, reader }: Deps) {
  /** Quebec vendors may not scan (spec §6); an application id must be one of the vendor's own. */
  async function authorize(principal: Principal, id: string) {
    const vendor = principal.vendor;
    if (!vendor) throw forbidden();
    if (isQuebecVendor(vendor)) throw new AppError('errors:scan.quebec', 403);
    if (id === 'new') return;
    if (!UUID.test(id) || !(await applications.findById(vendor.id, id))) throw applicationNotFound();
  }

  async function fieldsFrom(image: Uint8Array): Promise<LicenceFields> {
    let payloads: Uint8Array[];
    try {
      payloads = await reader.readPdf417(image);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new AppError('errors:scan.unreadableImage', 422);
      if (error instanceof ReaderBusyError) throw new UnavailableError(SCAN_RETRY_AFTER_SECONDS);
      throw error;
    }
    for (const payload of payloads) {
      const fields = parseLicence(decodeLicenceBytes(payload));
      if (fields) return fields;
    }
    throw new AppError('errors:scan.noBarcode', 422);
  }

  return {
    /**
     * The fields of the licence in the photo. The caller is checked before the upload is read, so a refused
     * caller's photo is never decoded.
     */
    async scan(principal: Principal, id: string, readUpload: () => Promise<Upload>): Promise<LicenceFields> {
      await authorize(principal, id);
      const upload = await readUpload();
      if (upload.declaredTypes.some(isDeclaredNonImage) || !imageTypeOf(upload.bytes)) throw notAnImage();
      return fieldsFrom(upload.bytes);
    },
  };
}

export type ScanService = ReturnType<typeof createScanService>;
