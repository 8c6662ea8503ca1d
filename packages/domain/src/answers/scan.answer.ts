// POST /applications/scan/{id}: the fields read from a licence photo's barcode.
import { z } from 'zod';
import { licenceFieldsSchema } from '../licence/licence-fields.schema.ts';

export const scanAnswer = z.object({ results: licenceFieldsSchema });
