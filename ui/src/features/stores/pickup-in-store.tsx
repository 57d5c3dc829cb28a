import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { pickupAvailability, StoreGateway, type CartError } from '@vitrine/core';
import { useCartErrorText } from '../../components/cart-error-text';
import { useCartSummary } from '../../shared/cart-summary';
import { useService } from '../../shared/service-context';
import { useDefaultStore } from './use-default-store';

/** Props of {@link PickupInStore}: the product and the SKU and quantity picked on the PDP. */
export interface PickupInStoreProps {
  readonly productId: string;
  readonly skuId: string | null;
  readonly quantity: number;
}

// Inline styles: a CSS module would add two files to the product route's preload list (its 30 KB budget).
const BOX = { margin: 'var(--space-4) 0', padding: 'var(--space-3) var(--space-4)', border: '1px solid var(--color-border, #ddd)', borderRadius: 'var(--radius)' };
const TITLE = { margin: '0 0 var(--space-2)', fontFamily: 'var(--font-sans)', fontSize: 'var(--text-lg)' };
const BUTTON = { minHeight: 48, padding: '0 var(--space-6)', border: '1px solid currentColor', borderRadius: 'var(--radius)', background: 'transparent', font: 'inherit', fontWeight: 600, cursor: 'pointer' };

/** A text link as tall as the button beside it (WCAG 2.5.8 target size). */
const LINK = { display: 'inline-flex', alignItems: 'center', minHeight: 48 };

type Stock = { readonly skuId: string; readonly storeNumber: string; readonly units: number } | 'failed' | null;

/**
 * Pick up in store on the PDP (BOPIS; shopping.md §1, §4 "Default store"; decision 0241), its own
 * chunk: with the shopper's store (defaultBopisStore), whether the picked SKU is there in the
 * quantity wanted (core's pickupAvailability over StoreGateway.storeStock), and a button that adds
 * it to the cart for pickup (fulfillmentType BOPIS, the store's pool) through core's addToCart.
 * Without a store, a link to choose one.
 */
export default function PickupInStore({ productId, skuId, quantity }: PickupInStoreProps) {
  const stores = useService(StoreGateway);
  const { addToCart } = useCartSummary();
  const cartErrorText = useCartErrorText();
  const store = useDefaultStore();
  const [stock, setStock] = useState<Stock>(null);
  const [feedback, setFeedback] = useState<{ kind: 'added'; store: string } | { kind: 'error'; error: CartError | null } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setFeedback(null);
    if (!store || !skuId) return;
    let live = true;
    stores.storeStock(store.storeNumber, [skuId]).then(
      (result) => live && setStock(result.ok ? { skuId, storeNumber: store.storeNumber, units: result.value[0]?.quantity ?? 0 } : 'failed'),
      () => live && setStock('failed'),
    );
    return () => {
      live = false;
    };
  }, [stores, store, skuId, quantity]);

  const current = stock !== null && stock !== 'failed' && stock.skuId === skuId && stock.storeNumber === store?.storeNumber ? stock : null;
  const availability = current ? pickupAvailability(current.units, quantity) : null;

  const pickUp = async () => {
    if (!store || !skuId) return;
    setBusy(true);
    const outcome = await addToCart({ productId, skuId, poolId: store.poolId, quantity, fulfillmentType: 'BOPIS', analytics: { addToCartSource: 'pdp-bopis' } });
    setBusy(false);
    setFeedback(outcome.ok ? { kind: 'added', store: store.name } : { kind: 'error', error: outcome.error });
  };

  return (
    <section style={BOX} aria-labelledby="pickup-title">
      <h2 id="pickup-title" style={TITLE}>
        <Trans>Pick up in store</Trans>
      </h2>
      {!store ? (
        <p>
          <Trans>
            Free pickup at a store near you. <Link to="/stores">Choose a store</Link>
          </Trans>
        </p>
      ) : (
        <>
          <div role="status">
            {!skuId && (
              <p>
                <Trans>Choose a size to see if it is at {store.name}.</Trans>
              </p>
            )}
            {skuId && stock === 'failed' && (
              <p>
                <Trans>We couldn't check {store.name} right now.</Trans>
              </p>
            )}
            {availability === 'AVAILABLE' && (
              <p>
                <Trans>Available for pickup at {store.name}</Trans>
              </p>
            )}
            {availability === 'LIMITED' && current && (
              <p>
                <Trans>
                  Only {current.units} left at {store.name}
                </Trans>
              </p>
            )}
            {availability === 'UNAVAILABLE' && (
              <p>
                <Trans>Not available for pickup at {store.name}</Trans>
              </p>
            )}
            {feedback?.kind === 'added' && (
              <p>
                <Trans>Added to your cart for pickup at {feedback.store}</Trans>
              </p>
            )}
          </div>
          {feedback?.kind === 'error' && (
            <p role="alert">
              {cartErrorText(feedback.error)}
            </p>
          )}
          <p>
            <button type="button" style={BUTTON} onClick={pickUp} disabled={busy || availability !== 'AVAILABLE'}>
              <Trans>Pick up at {store.name}</Trans>
            </button>{' '}
            <Link to="/stores" style={LINK}>
              <Trans>Change store</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
