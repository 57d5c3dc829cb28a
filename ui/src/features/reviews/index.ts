/** The reviews feature's public surface (decision 0001): the lazily loaded reviews section of the product page. */
export { ReviewsSlot } from './reviews-slot';
