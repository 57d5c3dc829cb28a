import { useCallback, useRef, useState } from 'react';
import { RegistryGateway, validateRegistryState, type Registry, type RegistryError, type Result } from '@vitrine/core';
import { useService } from '../../shared/service-context';

/** The outcome of the last change: done (with what to announce), or the failure (null: a transport fault). */
export type RegistryChange = { readonly kind: 'done'; readonly message: string } | { readonly kind: 'failed'; readonly error: RegistryError | null };

/**
 * The registry an owner's page works on (shopping.md §4, §8; decision 0230). Every registry that
 * comes in (the loader's, a use case's reload) is checked with core's validateRegistryState before
 * it is kept ('Invalid registry state set in store.' otherwise). `run` performs a change that
 * resolves the reloaded registry; a stale version (REGISTRY.VERSION_CONFLICT) reloads the registry,
 * so the next try tests the current version, and the conflict is reported. Only one change runs at
 * a time.
 */
export function useRegistryStore(initial: Result<Registry, RegistryError>) {
  const gateway = useService(RegistryGateway);
  const [registry, setRegistry] = useState(initial);
  const [change, setChange] = useState<RegistryChange | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const keep = useCallback((value: Result<Registry, RegistryError>) => setRegistry(value.ok ? validateRegistryState(value.value) : value), []);

  const reload = useCallback(async (id: string) => {
    const loaded = await gateway.getRegistry(id).catch(() => null);
    if (loaded) keep(loaded);
  }, [gateway, keep]);

  const run = useCallback(
    async (id: string, perform: () => Promise<Result<Registry, RegistryError>>, doneMessage: string): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setChange(null);
      const outcome = await perform().catch(() => null);
      if (outcome?.ok) {
        keep(outcome);
        setChange({ kind: 'done', message: doneMessage });
      } else {
        const error = outcome && !outcome.ok ? outcome.error : null;
        if (error?.code === 'REGISTRY.VERSION_CONFLICT' || error?.code === 'REGISTRY.NOT_FOUND') await reload(id);
        setChange({ kind: 'failed', error });
      }
      running.current = false;
      setBusy(false);
      return outcome?.ok ?? false;
    },
    [keep, reload],
  );

  return { registry, change, busy, run, reload, gateway };
}
