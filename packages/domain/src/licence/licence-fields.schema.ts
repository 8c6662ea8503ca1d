// The answer of a licence scan, for the API's route schema and the browser's prefill.
import { z } from 'zod';

export const licenceFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** mm/dd/yyyy, or '' when unreadable. */
  dob: z.string(),
  address1: z.string(),
  city: z.string(),
  /** Province or state code as the licence writes it (DAJ), e.g. ON, BC, NY. */
  province: z.string(),
  /** 'A1A 1A1', '12345' or '12345-6789'. */
  postal: z.string(),
  country: z.enum(['CA', 'US', '']),
});
