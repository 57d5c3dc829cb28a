/**
 * Merchandiser overrides of visible labels (shopping.md §7 "Content": content type localizedText,
 * slug in list or match, select slug and displayText; decision 0423).
 */

/** Display texts by slug, in the request language: `{ 'pdp-size-guide-label': 'Size chart' }`. */
export type LocalizedTexts = Readonly<Record<string, string>>;

/**
 * The label to show for `slug`: the merchandiser's displayText when `texts` has a non-blank one
 * (trimmed), else `fallback` (the storefront's own translated label). Never fails.
 */
export function displayTextOr(texts: LocalizedTexts | null | undefined, slug: string, fallback: string): string {
  const text = texts?.[slug]?.trim();
  return text ? text : fallback;
}
