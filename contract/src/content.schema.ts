import { z } from 'zod';

/**
 * The content store's entries (shopping.md §7 "Content"; shell-and-account.md §3; decision 0300):
 * GET /content/v1/{siteId}/entries?content_type=globalPromoContainer (and the direct provider's
 * GET /content/direct/v1/{siteId}/entries, the fallback on a 502).
 */
export const StoredContentEntryDto = z.object({
  id: z.string(),
  contentType: z.string(),
  slug: z.string(),
  language: z.string(),
  updatedAt: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type StoredContentEntryDto = z.infer<typeof StoredContentEntryDto>;

/** Response of the content store's entries routes. */
export const StoredContentEntriesDto = z.object({ items: z.array(StoredContentEntryDto), total: z.number().int() });
export type StoredContentEntriesDto = z.infer<typeof StoredContentEntriesDto>;

/** Body of the test-only PUT /__sandbox/content/{siteId}/{contentType}/{slug}: the new fields for a language. */
export const ContentEntryChangeDto = z.object({
  language: z.string().min(2, { error: 'language is required' }),
  fields: z.record(z.string(), z.unknown()),
});
export type ContentEntryChangeDto = z.infer<typeof ContentEntryChangeDto>;
