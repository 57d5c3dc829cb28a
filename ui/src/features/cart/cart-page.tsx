import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { sumMoney, type Cart, type CartLine, type GiftCardInfo } from '@vitrine/core';
import { useCartSummary, type CartOutcome } from '../../shared/cart-summary';
import { useFormatMoney } from '../../shared/format';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { useCartErrorText } from '../../components/cart-error-text';
import { ThresholdBanner } from '../../components/threshold-banner';
import { CartLineItem } from './cart-line-item';
import type { CartData } from './cart.loader';
import styles from './cart.module.css';
import { PromotionSlot } from '../personalized-content';
import { RecTraysSlot } from '../recommendations';

/**
 * The cart page `/cart` (noindex): h1 "Cart", one list item per line, the server's subtotal (which
 * must equal the sum of the line totals), an empty state with a link to shop. Every change is an
 * intent to core's `changeCartLineQuantity` / `removeCartLine` use cases (through `useCartSummary`,
 * decision 0130): a success replaces the cart shown and updates the header count; a failure (coded
 * or thrown) keeps the cart as it was and shows the message on the line (decision 0054). A gift
 * card line's recipient is edited in a dialog through `changeCartLineGiftCard` (decision 0364): a
 * save replaces the cart shown and is announced; a refusal stays in the dialog.
 */
export function CartPage() {
  const loaded = (useLoaderData() as CartData).cart;
  const [cart, setCart] = useState<Cart>(loaded);
  const [announcement, setAnnouncement] = useState('');
  const { applyCart, changeQuantity, removeLine, changeGiftCard } = useCartSummary();
  const errorText = useCartErrorText();
  const format = useFormatMoney();
  const site = useSite();
  const config = useSiteConfig();
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setCart(loaded);
    applyCart(loaded);
  }, [loaded, applyCart]);

  /** Shows the cart an intent returned; resolves to the error text of a failure, or null. */
  const shown = useCallback(
    (outcome: CartOutcome): string | null => {
      if (!outcome.ok) return errorText(outcome.error);
      setCart(outcome.value);
      return null;
    },
    [errorText],
  );

  const onCart = useCallback(
    (changed: Cart) => {
      setCart(changed);
      applyCart(changed);
    },
    [applyCart],
  );

  const onQuantity = useCallback(async (line: CartLine, quantity: number) => shown(await changeQuantity(line.itemId, quantity)), [changeQuantity, shown]);

  const onRemove = useCallback(
    async (line: CartLine) => {
      const message = shown(await removeLine(line.itemId));
      if (message) return message;
      setAnnouncement(t`${line.displayName} was removed from your cart.`);
      headingRef.current?.focus();
      return null;
    },
    [removeLine, shown, t],
  );

  const onGiftCard = useCallback(
    async (line: CartLine, giftCard: GiftCardInfo) => {
      const outcome = await changeGiftCard(line.itemId, giftCard);
      if (outcome.ok) {
        setCart(outcome.value);
        setAnnouncement(t`The gift card details of ${line.displayName} were saved.`);
      }
      return outcome;
    },
    [changeGiftCard, t],
  );

  // The subtotal is the server's; the e2e journey checks it equals the sum of the lines shown.
  const subtotal = cart.lines.length > 0 ? cart.subtotal : sumMoney([], cart.currency || site.currency);
  const units = cart.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="page">
      <title>{`${t`Cart`} | ${config.siteName}`}</title>
      <div className={styles.titleRow}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          <Trans>Cart</Trans>
        </h1>
        {units > 0 && (
          <p className={styles.count}>
            <Plural value={units} one="# item" other="# items" />
          </p>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {cart.lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            <Trans>Your cart is empty</Trans>
          </p>
          <p className={styles.emptyText}>
            <Trans>Find something you love and it will wait for you here.</Trans>
          </p>
          <Link to="/" className={styles.primary}>
            <Trans>Start shopping</Trans>
          </Link>
        </div>
      ) : (
        <>
        <ThresholdBanner subtotal={cart.discountableSubtotal} />
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t`Items in your cart`}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.itemId} line={line} onQuantity={onQuantity} onRemove={onRemove} onCart={onCart} onGiftCard={onGiftCard} />
            ))}
          </ul>
          <section className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              <Trans>Order summary</Trans>
            </h2>
            <dl className={styles.totals}>
              <div className={styles.totalRow}>
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd data-testid="cart-subtotal">{format(subtotal)}</dd>
              </div>
            </dl>
            <p className={styles.summaryNote}>
              <Trans>Shipping and taxes are calculated at checkout.</Trans>
            </p>
            <Link to="/checkout" className={styles.primary}>
              <Trans>Checkout</Trans>
            </Link>
            <Link to="/" className={styles.secondary}>
              <Trans>Continue shopping</Trans>
            </Link>
          </section>
        </div>
        </>
      )}
      <PromotionSlot page="cart" cartLines={cart.lines} />
      <RecTraysSlot page="cart" productIds={[...new Set(cart.lines.map((line) => line.productId))]} cartLines={cart.lines} />
    </div>
  );
}
