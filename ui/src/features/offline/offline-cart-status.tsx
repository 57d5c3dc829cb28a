import { Plural } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Logger } from '@vitrine/core';
import { useCartSummary } from '../../shared/cart-summary';
import { useServices } from '../../shared/service-context';
import { useOfflineCartState } from './offline-cart-store';
import styles from './offline-cart-status.module.css';

/**
 * The offline cart banner (decision 0450), in the shell of every page: while cart changes wait
 * for a connection, a status "Waiting for a connection: 1 change will be sent"; after a replay in
 * which the cart refused changes, a status saying so and asking the shopper to check the cart.
 * Renders nothing otherwise. The shell loads it after hydration (its own chunk, off the initial
 * JS); it loads and starts the queue engine, which reads the stored queue and sends it now and on every
 * `online` event.
 */
export function OfflineCartStatus() {
  const services = useServices();
  const { commandPorts } = useCartSummary();
  const { pending, refused } = useOfflineCartState();

  useEffect(() => {
    // The queue engine is its own chunk, shared with the buy box's first add.
    let stop: (() => void) | undefined;
    let cancelled = false;
    // A queue that cannot start (its chunk did not load, no storage) is logged; the page works online as before.
    void import('./offline-cart-engine')
      .then(({ startOfflineCart }) => {
        if (!cancelled) stop = startOfflineCart(services, commandPorts);
      })
      .catch((error: unknown) => services.get(Logger).warn('Offline cart queue not started', { error: String(error) }));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [services, commandPorts]);

  if (pending === 0 && refused === 0) return null;
  return (
    <div role="status" className={styles.banner} data-pending={pending > 0 || undefined}>
      {pending > 0 ? (
        <Plural value={pending} one="Waiting for a connection: # change will be sent" other="Waiting for a connection: # changes will be sent" />
      ) : (
        <Plural value={refused} one="# change could not be made when the connection returned. Please check your cart." other="# changes could not be made when the connection returned. Please check your cart." />
      )}
    </div>
  );
}
