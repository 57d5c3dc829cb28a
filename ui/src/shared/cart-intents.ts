/**
 * The cart use cases the app's intents run (core's `addToCart`, `changeCartLineQuantity`,
 * `removeCartLine`, `changeCartLineGiftCard`; decision 0130), in their own chunk:
 * `CartSummaryProvider` loads it on the first intent, so the initial JS carries only the header
 * count (docs/performance.md).
 */
export { addToCart, changeCartLineGiftCard, changeCartLineQuantity, removeCartLine } from '@vitrine/core';
export { recordAddToCartEvent } from './add-to-cart-social-event';
