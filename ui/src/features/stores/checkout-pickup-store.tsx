import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { findStore, StoreGateway, type Store } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { StoreAddressLines } from './store-address';
import { StoreHoursTable } from './store-hours';
import styles from './stores.module.css';

/** Props of {@link CheckoutPickupStore}. */
export interface CheckoutPickupStoreProps {
  /** The store every line is picked up at. */
  readonly storeNumber: string;
  readonly storeName: string;
  readonly busy: boolean;
  /** Use the store as the order's collection point. */
  readonly onContinue: (storeNumber: string) => void;
}

/**
 * The checkout's pickup block (decision 0242), its own chunk: when every line is picked up at one
 * store, the shipping-address step shows that store (address, hours) instead of an address form, and
 * continuing makes it the checkout's collection point (delivery STORE_PICKUP).
 */
export default function CheckoutPickupStore({ storeNumber, storeName, busy, onContinue }: CheckoutPickupStoreProps) {
  const stores = useService(StoreGateway);
  const [store, setStore] = useState<Store | null>(null);
  useEffect(() => {
    let live = true;
    findStore(stores, storeNumber).then(
      (result) => live && result.ok && setStore(result.value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [stores, storeNumber]);
  return (
    <section className={styles.pickup} aria-labelledby="checkout-pickup-title">
      <h2 id="checkout-pickup-title" className={styles.sectionTitle}>
        <Trans>Pick up in store</Trans>
      </h2>
      <p>
        <Trans>Your items will be ready for pickup at {storeName}. No shipping address is needed.</Trans>
      </p>
      {store && (
        <>
          <StoreAddressLines address={store.address} />
          <StoreHoursTable hours={store.hours} />
        </>
      )}
      <p>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => onContinue(storeNumber)}>
          <Trans>Continue with pickup</Trans>
        </button>
      </p>
    </section>
  );
}
