/** The product feature's public surface (decision 0001). */
export { expectedProductPath } from './product-path';
/** The PDP's selection query parameters (colour, fit, size, quantity), which quickshop links carry. */
export { SELECTION_PARAMS } from './selection-request';
/** The product page's buying pieces, reused by the style page's pieces (decision 0270). */
export { AddToCart } from './add-to-cart';
export { ProductOptions } from './product-options';
export { usePieceSelection } from './use-piece-selection';
export { useSelectionMessageText } from './selection-message-text';
