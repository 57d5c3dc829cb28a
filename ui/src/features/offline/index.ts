/** The offline feature's public surface (decisions 0450, 0452): the offline cart banner and the buy box's add that may wait for a connection. */
export { OfflineCartStatus } from './offline-cart-status';
export { useAddToCartOrQueue, type AddOrQueueResult } from './use-offline-cart';
