import type { Address } from '@vitrine/core';
import styles from './checkout.module.css';

/**
 * An address as the lines of a postal label: name; street; apartment; "city, region postal code";
 * country code; phone. Empty parts are left out. Pure.
 */
export function addressLines(address: Address): string[] {
  const place = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [`${address.name.first} ${address.name.last}`.trim(), address.address1, address.address2, place, address.country, address.phoneNumber].filter((line) => line !== '');
}

/** An address shown as a postal label (`<address>`, one line each). */
export function AddressLines({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      {addressLines(address).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
