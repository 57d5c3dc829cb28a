import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useHeart } from '../shared/hearts';
import styles from './heart-button.module.css';

export interface HeartButtonProps {
  readonly productId: string;
  /** The product's name, for the announcement. */
  readonly productName: string;
  /** The SKU the shopper chose, kept on the wishlist item (the product page passes it). */
  readonly skuId?: string | null;
  readonly className?: string;
}

/**
 * The heart (shopping.md §3 tile canHeart; decision 0221): a toggle button "Add to favorites",
 * pressed when the product is on the shopper's favorites; a click toggles it through core's
 * `toggleHeart`. A refused or failed change keeps the state and says so in a status message.
 */
export function HeartButton({ productId, productName, skuId = null, className }: HeartButtonProps) {
  const { t } = useLingui();
  const { hearted, toggle } = useHeart(productId);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const now = await toggle(skuId);
    setBusy(false);
    setMessage(now === null ? t`Favorites could not be updated. Please try again.` : now ? t`${productName} was added to your favorites.` : t`${productName} was removed from your favorites.`);
  };
  return (
    <>
      <button type="button" className={`${styles.heart} ${className ?? ''}`} aria-pressed={hearted} aria-label={t`Add to favorites`} onClick={() => void onClick()}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={hearted ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
      </button>
      <span role="status" className="visually-hidden">
        {message}
      </span>
    </>
  );
}
