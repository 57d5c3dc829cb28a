/**
 * The cart use cases the app's intents run (core's `addToCart`, `changeCartLineQuantity`,
 * `removeCartLine`; decision 0130), in their own chunk: `CartSummaryProvider` loads it on the first
 * intent, so the initial JS carries only the header count (docs/performance.md).
 */
export { addToCart, changeCartLineQuantity, removeCartLine } from '@vitrine/core';
