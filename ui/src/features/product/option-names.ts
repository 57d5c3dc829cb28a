/**
 * The radio names of a product's Color, Fit and Size groups: fixed by the product, not by the
 * render or the mount. A browser keeps every radio name a document has used as a key of its radio
 * group scope for as long as the document lives (Blink's RadioButtonGroupScope), so names that
 * change with each mount (useId of a remounted picker) add a group per product page visited
 * (decision 0462). The product id keeps two products' groups apart where both are on one page (a
 * style's pieces, decision 0270).
 */
export function optionNames(productId: string): { readonly color: string; readonly fit: string; readonly size: string } {
  return { color: `color-${productId}`, fit: `fit-${productId}`, size: `size-${productId}` };
}
