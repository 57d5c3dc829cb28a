import { Logger, SocialProofGateway } from '@vitrine/core';
import { servicesReady, type Services } from './services';
import { visitorId } from './visitor-id';

/**
 * Records a successful add to cart as a social-proof ADD_TO_CART event of this browser's visitor
 * (shopping.md §7 "Content and personalization"; decisions 0320, 0400), fire-and-forget: it never
 * delays nor fails the cart; a failure is logged as a warning (shopping.md §8 "Social-proof ...
 * failures: logged; page continues"). Does nothing when no SocialProofGateway is bound.
 */
export function recordAddToCartEvent(services: Services, productId: string): void {
  servicesReady(services)
    .then(async (ready) => {
      if (ready.has(SocialProofGateway)) await ready.get(SocialProofGateway).recordEvent(productId, 'ADD_TO_CART', visitorId());
    })
    .catch((error: unknown) => services.get(Logger).warn('Social proof add-to-cart event not recorded', { productId, error: String(error) }));
}
