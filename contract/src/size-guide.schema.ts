import { z } from 'zod';

/**
 * The fields of a sizeGuideConfiguration entry (shopping.md §7 "Content"; decision 0422): rules in
 * order, each a category slug prefix ('women-tops') and the sizeGuideVendor slug of its chart.
 */
export const SizeGuideConfigurationFieldsDto = z.object({
  rules: z.array(z.object({ categoryPrefix: z.string().min(1), vendor: z.string().min(1) })),
});
export type SizeGuideConfigurationFieldsDto = z.infer<typeof SizeGuideConfigurationFieldsDto>;

/**
 * The fields of a sizeGuideVendor entry (shopping.md §7 "Content"; decision 0422), in the entry's
 * language: title, plain-text intro, the measurements of the columns ('bust', 'chest', 'waist',
 * 'hips', 'inseam') and one row per size with a [from, to] body range in centimetres per column.
 */
export const SizeGuideVendorFieldsDto = z.object({
  title: z.string().min(1),
  intro: z.string(),
  measurements: z.array(z.string().min(1)),
  rows: z.array(z.object({ size: z.string().min(1), rangesCm: z.array(z.tuple([z.number(), z.number()])) })),
});
export type SizeGuideVendorFieldsDto = z.infer<typeof SizeGuideVendorFieldsDto>;
