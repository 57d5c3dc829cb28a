import { useEffect, useState } from 'react';
import { DeliveryPassGateway, Logger, type DeliveryPass } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useOnSignIn } from '../identity';

/** The signed-in customer's delivery pass: loading, read (null for a non-member), or failed. */
export type DeliveryPassState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly pass: DeliveryPass | null } | { readonly status: 'failed' };

/**
 * Reads the delivery pass once in the browser (GET /profile/v0/{siteId}/me/delivery-pass; decision
 * 0261) when `enabled` (a signed-in customer); failures are logged (shell-and-account.md §8: the app
 * continues) and read as 'failed'. Read again when the shopper signs in while it failed or is
 * still loading (decision 0296): a pass refused before the login loads after it.
 */
export function useDeliveryPass(enabled: boolean): DeliveryPassState {
  const services = useServices();
  const [state, setState] = useState<DeliveryPassState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useOnSignIn(() => {
    if (state.status === 'ready') return;
    setState({ status: 'loading' });
    setRound((r) => r + 1);
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void services
      .get(DeliveryPassGateway)
      .get()
      .then((result) => {
        if (!live) return;
        if (!result.ok && services.has(Logger)) services.get(Logger).error('Failed to load the delivery pass', { code: result.error.code });
        setState(result.ok ? { status: 'ready', pass: result.value } : { status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [services, enabled, round]);
  return state;
}
