import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Store } from '@vitrine/core';
import { StoreAddressLines } from './store-address';
import { useFormatDistance } from './store-distance';
import styles from './stores.module.css';

/** The stores found, nearest first, numbered as their map pins, each a link to its store page (decision 0240). */
export function StoreList({ stores, myStore }: { stores: readonly Store[]; myStore: string | undefined }) {
  const { t } = useLingui();
  const distance = useFormatDistance();
  return (
    <ol className={styles.storeList} aria-label={t`Stores`}>
      {stores.map((store, index) => (
        <li key={store.storeNumber}>
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Link to={`/stores/${encodeURIComponent(store.storeNumber)}`} className={styles.storeName}>
              {store.name}
            </Link>
            {store.distanceMiles !== null && <span className={styles.muted}> · {distance(store.distanceMiles)}</span>}
            {myStore === store.storeNumber && (
              <strong>
                {' '}
                · <Trans>Your store</Trans>
              </strong>
            )}
            <StoreAddressLines address={store.address} />
            <p className={styles.muted}>
              {store.pickup.enabled && <Trans>In-store pickup</Trans>}
              {store.pickup.enabled && store.pickup.curbside && ' · '}
              {store.pickup.curbside && <Trans>Curbside pickup</Trans>}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
