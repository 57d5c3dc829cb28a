import { domainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { Cart } from '../domain/cart.js';
import type { GiftCardInfo } from '../domain/gift-card.js';
import { commandError, type CartCommandError, type CartCommandPorts } from './cart-command.js';

/** What a gift card change sends: the line and its new recipient info. */
export interface CartLineGiftCardChange {
  readonly itemId: string;
  /**
   * The new info, already judged with `validateGiftCardInfo` for the line's kind
   * (`cartLineGiftCardKind`) and the shopper's delivery window: the caller checks first, as the
   * buy box does before an add (decision 0364), and the server judges it again.
   */
  readonly giftCard: GiftCardInfo;
}

/**
 * Changes a gift card line's recipient info from the cart (shopping.md §3 "Cart item" giftCard;
 * decisions 0283, 0364): checks the itemId is not blank (CART.INVALID_ITEM, no call), calls
 * `CartGateway.updateGiftCard` and, on success, sets the header count from the returned cart.
 * The info itself is judged by the caller with core's `validateGiftCardInfo` (this module stays
 * free of the gift card rules, so the shell's cart intents do not load them; decision 0170).
 *
 * `ports`: `{ cart, header, logger }` (no token reset: a new cart would not hold the line);
 * `change`: {@link CartLineGiftCardChange}. Resolves ok with the cart after the change (the line
 * keeps its itemId and quantity), or a {@link CartCommandError}: CART.INVALID_ITEM (a blank itemId,
 * or the server refused the info: read its fields with `giftCardProblems`), CART.DUPLICATE_LINE
 * (another line already holds that card for that recipient), CART.LINE_NOT_FOUND, CART.UNAVAILABLE
 * (412 CART_NOT_ACTIVE). Refusals are logged as warnings ('Cart gift card update refused'); the cart
 * is kept as it was. Transport faults reject.
 */
export async function changeCartLineGiftCard(ports: Omit<CartCommandPorts, 'tokens'>, change: CartLineGiftCardChange): Promise<Result<Cart, CartCommandError>> {
  const result =
    change.itemId.trim() === ''
      ? err(domainError('CART.INVALID_ITEM', 'A cart line update needs an itemId', { itemId: change.itemId }))
      : await ports.cart.updateGiftCard(change.itemId, change.giftCard);
  if (!result.ok) {
    const error = commandError(result.error);
    ports.logger.warn('Cart gift card update refused', { code: error.code, itemId: change.itemId });
    return err(error);
  }
  ports.header.set(result.value.totalQuantity);
  return ok(result.value);
}
