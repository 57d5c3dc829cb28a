import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { cartCountBadge } from '@vitrine/core';
import { useCartSummary } from '../../shared/cart-summary';
import styles from './header.module.css';

/**
 * The header cart link (shopping.md §2): named "Cart" with the count when it is not zero; the
 * badge is hidden at zero or while unknown and shows 99+ above 99.
 */
export function CartLink() {
  const { count } = useCartSummary();
  const { t } = useLingui();
  const badge = cartCountBadge(count);
  const items = count ?? 0;
  return (
    <Link to="/cart" className={styles.iconLink}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      <span className={styles.iconLabel}>
        {badge === null ? (
          <Trans>Cart</Trans>
        ) : (
          <span className="visually-hidden">
            {badge === '99+' ? t`Cart, more than 99 items` : <Plural value={items} one="Cart, # item" other="Cart, # items" />}
          </span>
        )}
      </span>
      {badge !== null && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
