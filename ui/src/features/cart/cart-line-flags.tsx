import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '@vitrine/core';
import styles from './cart.module.css';

/**
 * The item flags of a cart line where they matter to the shopper (shopping.md §3 "Cart item
 * flags"; decision 0223): backordered, flat-rate shipping, shipping restrictions, marketplace
 * seller, gift card, a split tender or destination limit. Other flags (promo label, list item) are
 * shown elsewhere or not at all.
 */
export function CartLineFlags({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const texts: Readonly<Record<string, string>> = {
    BACKORDERED_ITEM: t`Backordered: ships when back in stock`,
    FLAT_RATE_ITEM: t`Flat-rate shipping applies to this item`,
    SHIPPING_RESTRICTED: t`Shipping restrictions apply to this item`,
    SHIPPING_DESTINATION_NOT_SUPPORTED: t`This item cannot ship to your destination`,
    MARKETPLACE_ITEM: t`Sold and shipped by a marketplace seller`,
    GIFT_CARD_ITEM: t`Gift card: delivered as described at checkout`,
    SPLIT_TENDER_NOT_SUPPORTED: t`Pay for this item with one payment method`,
    MULTIPLE_SHIPMENTS: t`This item may arrive in more than one shipment`,
  };
  const shown = line.flags.filter((flag) => texts[flag]);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.flags}>
      {shown.map((flag) => (
        <li key={flag} className={styles.flag}>
          {texts[flag]}
        </li>
      ))}
    </ul>
  );
}
