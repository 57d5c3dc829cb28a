import type { StoreAddress } from '@vitrine/core';
import styles from './stores.module.css';

/** A store's marketing address (shopping.md §3 `addresses.marketing`) as an <address>, with its phone as a tel: link. */
export function StoreAddressLines({ address }: { address: StoreAddress }) {
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <address className={styles.address}>
      {address.addressLine1}
      <br />
      {cityLine}
      <br />
      <a href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}>{address.phone}</a>
    </address>
  );
}
