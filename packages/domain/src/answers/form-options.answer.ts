// GET /form-options: the choices of the application forms, labelled in the request's language.
import { z } from 'zod';

export const formOption = z.object({ value: z.string(), label: z.string() });
export type FormOption = z.infer<typeof formOption>;

const options = z.array(formOption);

export const formOptionsAnswer = z.object({
  applicationTypes: options,
  yesNo: options,
  countries: options,
  provinces: options,
  referrals: options,
  titleOwners: options,
  relationships: options,
});
export type FormOptions = z.infer<typeof formOptionsAnswer>;
export type FormOptionGroup = keyof FormOptions;
