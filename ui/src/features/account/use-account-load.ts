import { useCallback, useEffect, useState } from 'react';
import { useOnSignIn } from '../identity';

/** A value read for an account page: loading, loaded, or failed to load. */
export type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'failed' };

/**
 * Reads `load()` once the page is in the browser (account pages render their loading state on the
 * server; decision 0152), again on `reload()`, and again when the shopper signs in while the page
 * failed or is still loading (a page refused for a revoked token or a lapsed step-up loads once
 * the login succeeded; a loaded page keeps what it has, so a write retried after a step-up is not
 * overtaken by an older read; decision 0296); `replace(value)` keeps an answer the page already
 * has (a saved address, the patched profile) without reading again.
 */
export function useAccountLoad<T>(load: () => Promise<T>): { state: Loaded<T>; reload: () => void; replace: (value: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useOnSignIn(() => {
    if (state.status === 'ready') return;
    setState({ status: 'loading' });
    setRound((r) => r + 1);
  });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is read once per round
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, reload, replace };
}
