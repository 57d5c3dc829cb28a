import { useCallback, useEffect, useState } from 'react';

/** A value read for an account page: loading, loaded, or failed to load. */
export type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'failed' };

/**
 * Reads `load()` once the page is in the browser (account pages render their loading state on the
 * server; decision 0152) and again on `reload()`; `replace(value)` keeps an answer the page already
 * has (a saved address, the patched profile) without reading again.
 */
export function useAccountLoad<T>(load: () => Promise<T>): { state: Loaded<T>; reload: () => void; replace: (value: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
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
