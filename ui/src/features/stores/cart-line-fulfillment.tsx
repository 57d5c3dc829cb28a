import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CartGateway, type Cart, type CartError, type CartLine } from '@vitrine/core';
import { useCartErrorText } from '../../components/cart-error-text';
import { useService } from '../../shared/service-context';
import { useDefaultStore } from './use-default-store';
import styles from './stores.module.css';

/** Props of {@link CartLineFulfillment}: the line and what to do with the cart after a change. */
export interface CartLineFulfillmentProps {
  readonly line: CartLine;
  readonly onChanged: (cart: Cart) => void;
}

/**
 * Ship it or pick it up, per cart line (BOPIS; decision 0241), its own chunk: a radio group
 * "Ship to me" / "Pick up at {store}" with the line's pickup store or the shopper's store
 * (defaultBopisStore); a change moves the line (CartGateway.setLineFulfillment) and the cart
 * re-renders. A refusal (none at the store, too few) keeps the line as it was and says why.
 */
export default function CartLineFulfillment({ line, onChanged }: CartLineFulfillmentProps) {
  const { t } = useLingui();
  const cart = useService(CartGateway);
  const cartErrorText = useCartErrorText();
  const myStore = useDefaultStore();
  // Named after the line, not useId: a per-mount name would stay in the document's radio group scope (decision 0462).
  const name = `fulfillment-${line.itemId}`;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ error: CartError | null } | null>(null);
  const pickupStore = line.pickupStore ?? (myStore ? { storeNumber: myStore.storeNumber, name: myStore.name } : null);
  const picked = Boolean(line.pickupStore);

  const change = async (toPickup: boolean) => {
    if (toPickup === picked || (toPickup && !pickupStore)) return;
    setBusy(true);
    setError(null);
    try {
      const result = await cart.setLineFulfillment(line.itemId, toPickup ? { fulfillmentType: 'BOPIS', storeNumber: pickupStore!.storeNumber } : { fulfillmentType: 'DIRECT' });
      if (result.ok) onChanged(result.value);
      else setError({ error: result.error });
    } catch {
      setError({ error: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.fulfillment} disabled={busy}>
      <legend className="visually-hidden">
        <Trans>How to get {line.displayName}</Trans>
      </legend>
      <label>
        <input type="radio" name={name} checked={!picked} onChange={() => void change(false)} />
        <Trans>Ship to me</Trans>
      </label>
      {pickupStore ? (
        <label>
          <input type="radio" name={name} checked={picked} onChange={() => void change(true)} />
          <Trans>Pick up at {pickupStore.name}</Trans>
        </label>
      ) : (
        <Link to="/stores">
          <Trans>Choose a store for pickup</Trans>
        </Link>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          {error.error?.code === 'CART.SKU_UNAVAILABLE' ? t`This item is not available at that store.` : cartErrorText(error.error)}
        </p>
      )}
    </fieldset>
  );
}
