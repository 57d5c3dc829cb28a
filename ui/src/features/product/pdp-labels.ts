/**
 * The product page's labels that merchandisers may override with localizedText entries (shopping.md
 * §7 "Content"; decision 0423), by slug. The loader reads exactly these slugs.
 */
export const PDP_LABEL_SLUGS = {
  /** The "Size guide" button and the size guide dialog's title. */
  sizeGuide: 'pdp-size-guide-label',
} as const;
