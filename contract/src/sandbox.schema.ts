import { z } from 'zod';

/**
 * The sandbox's own calls (docs/api.md "Test-only endpoints", "Images"): fault injection and the
 * image service's query. Each export is a zod schema and the type inferred from it under the same
 * name (decision 0125).
 */

/** Body of POST /__sandbox/faults: which calls fail, how often and how (at least one of status, delayMs, drop: the fault store answers that one). */
export const FaultRequestDto = z.object({
  path: z.string({ error: 'path must start with /' }).startsWith('/', { error: 'path must start with /' }),
  method: z.string({ error: 'method must be a string' }).optional(),
  count: z.number().int().min(1, { error: 'count must be a whole number >= 1' }).optional(),
  status: z.number().int().min(400, { error: 'status must be 400-599' }).max(599, { error: 'status must be 400-599' }).optional(),
  code: z.string().min(1, { error: 'code must be a non-empty string' }).optional(),
  message: z.string().optional(),
  delayMs: z.number().int().min(0, { error: 'delayMs must be 0-60000' }).max(60_000, { error: 'delayMs must be 0-60000' }).optional(),
  drop: z.boolean({ error: 'drop must be a boolean' }).optional(),
});
export type FaultRequestDto = z.infer<typeof FaultRequestDto>;

/** Query of GET /images/{source}/{path}: `w`, the wanted width in px (a positive whole number; others snap up). */
export const ImageQueryDto = z.object({ w: z.string().regex(/^\d{1,5}$/, { error: 'w must be a positive whole number of px' }).optional() });
export type ImageQueryDto = z.infer<typeof ImageQueryDto>;
