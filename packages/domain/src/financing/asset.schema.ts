// The asset form (spec §3 Asset, §5 Assets) and the asset calls' queries and answers; messages are i18n keys.
// The browser validates with these schemas and the server re-validates with the very same ones.
import { z } from 'zod';
import { optionalText, positiveMoney } from '../application/application.schema.ts';
import { formatUsDate } from '../application/fields.ts';
import { parseMonthDayYear } from './lease-date.ts';
import { bilingualLabel } from './programs.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A catalogue id chosen in a select or sent in a query ('12' or 12). */
const chosenId = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'validation:required' })
    .int({ error: 'validation:oneOf' })
    .positive({ error: 'validation:oneOf' }),
);

/** Quantity: a whole number from 1, 1 when left empty (spec §3: default 1). */
export const quantity = z.preprocess(
  (v) => blankToUndefined(v) ?? 1,
  z.coerce
    .number({ error: 'financing:validation.quantity' })
    .int({ error: 'financing:validation.quantity' })
    .min(1, { error: 'financing:validation.quantity' })
    .max(9999, { error: 'financing:validation.quantity' }),
);

/** An installation date typed mm/dd/yyyy (the mask) or sent with dashes (add-asset); kept as MM/DD/YYYY. */
export const installationDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'validation:date' })
    .refine((v) => parseMonthDayYear(v) !== undefined, { error: 'validation:date' })
    .transform((v) => formatUsDate(parseMonthDayYear(v) as NonNullable<ReturnType<typeof parseMonthDayYear>>))
    .optional(),
);

/** The asset form. retailCost is the cost before tax, in cents (the line's cost: quantity included). */
export const assetForm = z.object({
  assetTypeId: chosenId,
  assetSubTypeId: chosenId,
  quantity,
  serialNumber: optionalText(50),
  retailCost: positiveMoney,
  installationDate,
  description: optionalText(200),
});
export type AssetFormInput = z.input<typeof assetForm>;
export type AssetFormData = z.output<typeof assetForm>;

/** GET /api/application/add-asset/{id}: the form as a query, with the asset's id when it edits one. */
export const addAssetQuery = assetForm.extend({
  assetId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  /** Quantity plus description, as the original client sends it; the server writes its own. */
  assetName: optionalText(250),
});
export type AddAssetQuery = z.output<typeof addAssetQuery>;

export const deleteAssetQuery = z.object({ assetId: chosenId });

/** The name of an asset line: quantity plus description, e.g. '2 x Furnace 96% AFUE'. */
export function assetName(asset: {
  quantity: number;
  description?: string | undefined;
  fallback: string;
}): string {
  const what = asset.description?.trim() || asset.fallback;
  return `${asset.quantity} x ${what}`;
}

export const assetTypeQuery = z.object({ programId: chosenId });
export const assetSubTypeQuery = z.object({ programId: chosenId, assetTypeId: chosenId });

export const assetTypeOption = bilingualLabel.extend({ assetTypeId: z.number().int().positive() });
export const assetSubTypeOption = bilingualLabel.extend({ assetSubTypeId: z.number().int().positive() });
export type AssetTypeOption = z.infer<typeof assetTypeOption>;
export type AssetSubTypeOption = z.infer<typeof assetSubTypeOption>;

/** GET /api/program/asset-types?programId: the manufacturers, and every sub-type (to name existing assets). */
export const assetTypesAnswer = z.object({
  assetTypes: z.array(assetTypeOption),
  assetSubTypes: z.array(assetSubTypeOption),
});
/** GET /api/program/asset-sub-types?programId&assetTypeId: the sub-types that manufacturer makes. */
export const assetSubTypesAnswer = z.object({ assetSubTypes: z.array(assetSubTypeOption) });

/** One asset as answered: money in dollars; retailCost is the total with tax (spec §3), costBeforeTax what was typed. */
export const assetAnswer = z.object({
  assetId: z.number().int().positive(),
  assetName: z.string(),
  assetTypeId: z.number().int().positive(),
  assetSubTypeId: z.number().int().positive(),
  assetType: bilingualLabel,
  assetSubType: bilingualLabel,
  description: z.string().nullable(),
  quantity: z.number().int().positive(),
  serialNumber: z.string().nullable(),
  costBeforeTax: z.number(),
  tax: z.number(),
  retailCost: z.number(),
  installationDate: z.string().nullable(),
});
export type AssetAnswer = z.infer<typeof assetAnswer>;

/** GET /api/application/get-assets/{id}: the assets by id, their count and total with tax (dollars). */
export const assetsAnswer = z.object({
  assets: z.record(z.string(), assetAnswer),
  assetCount: z.number().int().nonnegative(),
  assetTotal: z.number(),
});
export type AssetsAnswer = z.infer<typeof assetsAnswer>;
