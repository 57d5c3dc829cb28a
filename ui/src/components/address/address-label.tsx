import type { Address } from '@vitrine/core';
import { formatPhone } from './address-rules';
import styles from './address-form.module.css';

/**
 * An address as the lines of a postal label (decision 0181): name; street; apartment; "city,
 * region postal code"; country code; the phone written the way its country writes it. Empty parts
 * are left out.
 */
export function AddressLabel({ address }: { address: Address }) {
  const place = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [`${address.name.first} ${address.name.last}`.trim(), address.address1, address.address2, place, address.country, formatPhone(address.phoneNumber, address.country)].filter(
    (line) => line !== '',
  );
  return (
    <address className={styles.label}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
