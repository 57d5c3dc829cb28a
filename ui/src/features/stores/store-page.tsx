import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { canPickUpAt } from '@vitrine/core';
import { PageTitle } from '../../shared/page-title';
import { useSite } from '../../shared/site-context';
import type { StoreData } from './store.loader';
import { StoreAddressLines } from './store-address';
import { useStoreErrorText } from './store-errors';
import { StoreHoursTable } from './store-hours';
import { StoreMapFrame } from './store-map-frame';
import { StoreRewards } from './store-rewards';
import { useDefaultStore } from './use-default-store';
import { useMakeMyStore } from './use-make-my-store';
import styles from './stores.module.css';

/**
 * /stores/{id}, the store page (shopping.md §2, §3 "Store"; decision 0241): address
 * (addresses.marketing), opening hours, services, the map, and "Make this my store": the store is
 * cached as the pickup store (defaultBopisStore, 60 days) and, for a signed-in customer, saved as
 * the favourite store in their preferences.
 */
export function StorePage() {
  const { t } = useLingui();
  const site = useSite();
  const { store: result } = useLoaderData() as StoreData;
  const errorText = useStoreErrorText();
  const myStore = useDefaultStore();
  const choose = useMakeMyStore();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'profile' | 'failed' | null>(null);

  if (!result.ok) {
    return (
      <div className="page">
        <PageTitle page={t`Store not found`} />
        <h1 className={styles.title}>
          <Trans>Store not found</Trans>
        </h1>
        <p role="alert" className={styles.alert}>
          {errorText(result.error)}
        </p>
        <Link to="/stores">
          <Trans>Find a store</Trans>
        </Link>
      </div>
    );
  }
  const store = result.value;
  const isMine = myStore?.storeNumber === store.storeNumber;
  const pickupHere = canPickUpAt(store, site.country);
  const hours = store.pickup.readyWithinHours;

  const makeMine = async () => {
    setSaving(true);
    const saved = await choose(store);
    setSaving(false);
    setOutcome(!saved.ok ? 'failed' : saved.savedToProfile ? 'profile' : 'saved');
  };

  return (
    <div className="page">
      <PageTitle page={store.name} />
      <h1 className={styles.title}>{store.name}</h1>
      <div className={styles.storeLayout}>
        <div>
          <section aria-labelledby="store-address-title">
            <h2 id="store-address-title" className={styles.sectionTitle}>
              <Trans>Address</Trans>
            </h2>
            <StoreAddressLines address={store.address} />
          </section>
          <section aria-labelledby="store-hours-title">
            <h2 id="store-hours-title" className={styles.sectionTitle}>
              <Trans>Opening hours</Trans>
            </h2>
            <StoreHoursTable hours={store.hours} />
          </section>
          <section aria-labelledby="store-services-title">
            <h2 id="store-services-title" className={styles.sectionTitle}>
              <Trans>Services</Trans>
            </h2>
            <ul className={styles.services}>
              {store.pickup.enabled && (
                <li>
                  <Trans>In-store pickup, ready within {hours} hours</Trans>
                </li>
              )}
              {store.pickup.curbside && (
                <li>
                  <Trans>Curbside pickup</Trans>
                </li>
              )}
            </ul>
          </section>
          {pickupHere ? (
            <button type="button" className={styles.primary} onClick={makeMine} disabled={saving} aria-describedby="my-store-status">
              <Trans>Make this my store</Trans>
            </button>
          ) : (
            <p className={styles.muted}>
              <Trans>Orders on this site cannot be picked up at this store.</Trans>
            </p>
          )}
          <div id="my-store-status" role="status">
            {outcome === 'failed' && <Trans>Your browser did not let us save your store.</Trans>}
            {outcome !== 'failed' && isMine && <Trans>{store.name} is your store.</Trans>}
            {outcome === 'profile' && (
              <>
                {' '}
                <Trans>It is saved as your favorite store.</Trans>
              </>
            )}
          </div>
          <StoreRewards />
          <p>
            <Link to="/stores">
              <Trans>Find another store</Trans>
            </Link>
          </p>
        </div>
        <StoreMapFrame stores={[store]} />
      </div>
    </div>
  );
}
