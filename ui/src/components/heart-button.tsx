import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { HeartsStore } from '../shared/hearts';
import { useServices } from '../shared/service-context';
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
 * `toggleHeart`. A refused or failed change keeps the state and says so in a status message. The
 * hearts store loads in its own chunk after the first render (decision 0225), so tiles and the
 * product page carry only this button; until then, and on the server, the button is not pressed.
 */
export function HeartButton({ productId, productName, skuId = null, className }: HeartButtonProps) {
  const { t } = useLingui();
  const services = useServices();
  const store = useRef<Promise<HeartsStore> | null>(null);
  const [hearted, setHearted] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const load = () => (store.current ??= import('../shared/hearts').then((m) => m.heartsOf(services)));
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void load().then((hearts) => {
      if (!live) return;
      const sync = () => setHearted(hearts.snapshot().has(productId));
      unsubscribe = hearts.subscribe(sync);
      sync();
      void hearts.ensureLoaded();
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` only reads `services`
  }, [services, productId]);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const now = await (await load()).toggle({ productId, skuId });
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
