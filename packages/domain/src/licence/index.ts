// Driver's licence barcodes: the parser shared by the browser's camera scan and the API's photo scan.
export { type AamvaRecord, aamvaFields, isAamva, readAamva } from './aamva.ts';
export { type BarcodePoint, type BarcodeQuad, skewAngles } from './deskew.ts';
export { countryOfCode, countryOfIssuer, countryOfRegion, ISSUERS } from './jurisdictions.ts';
export { licenceFieldsSchema } from './licence-fields.schema.ts';
export {
  type DateOrder,
  type LicenceFields,
  normalizeLicencePostal,
  parseLicenceDate,
} from './licence-values.ts';
export { isMagstripe, magstripeFields } from './magstripe.ts';
export { type GreyImage, symbolAngles } from './orientation.ts';
export { decodeLicenceBytes, parseLicence } from './parse-licence.ts';
export {
  type AamvaPayloadSpec,
  buildAamvaPayload,
  buildMagstripePayload,
  type MagstripeSpec,
} from './payload-builder.ts';
