import { useEffect, useState } from 'react';
import { DeliveryPassGateway, Logger, type DeliveryPass } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSignInRound } from '../identity';

/** The signed-in customer's delivery pass: loading, read (null for a non-member), or failed. */
export type DeliveryPassState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly pass: DeliveryPass | null } | { readonly status: 'failed' };

/**
 * Reads the delivery pass once in the browser (GET /profile/v0/{siteId}/me/delivery-pass; decision
 * 0261) when `enabled` (a signed-in customer); failures are logged (shell-and-account.md §8: the app
 * continues) and read as 'failed'. Read again each time the shopper signs in (decision 0296): a
 * pass refused before the login loads after it.
 */
export function useDeliveryPass(enabled: boolean): DeliveryPassState {
  const services = useServices();
  const [state, setState] = useState<DeliveryPassState>({ status: 'loading' });
  const signIns = useSignInRound();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    if (signIns > 0) setState((now) => (now.status === 'failed' ? { status: 'loading' } : now));
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
  }, [services, enabled, signIns]);
  return state;
}
