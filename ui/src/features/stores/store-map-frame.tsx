import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { MAPS_SCRIPT_TIMEOUT_MS } from '@vitrine/core';
import type { StoreMapProps } from './store-map';
import styles from './stores.module.css';

type MapModule = { readonly StoreMap: ComponentType<StoreMapProps>; readonly countries: StoreMapProps['countries'] };

/** Loads the map module and its geometry, failing after `timeoutMs` (shell-and-account.md §9 "Maps timeout 10000 ms"). */
export function loadMapWithin(timeoutMs: number, load: () => Promise<MapModule> = loadMap): Promise<MapModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The map did not load within ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function loadMap(): Promise<MapModule> {
  const module = await import('./store-map');
  return { StoreMap: module.StoreMap, countries: await module.loadCountries() };
}

/**
 * The figure "Map of stores" (decision 0240): the map module (d3-geo, topojson-client, world-atlas)
 * is loaded in the browser after the page shows, in its own chunk, with the spec's 10 s timeout
 * (core's MAPS_SCRIPT_TIMEOUT_MS); until then a placeholder, and on a failure or time-out a note
 * that the list shows every store (list-only fallback). The server renders the placeholder.
 */
export function StoreMapFrame({ stores, here = null }: Omit<StoreMapProps, 'countries'>) {
  const { t } = useLingui();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; module: MapModule } | { status: 'failed' }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadMapWithin(MAPS_SCRIPT_TIMEOUT_MS).then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.status === 'failed') {
    return (
      <p role="status" className={styles.note}>
        <Trans>The map could not be loaded. The list shows every store.</Trans>
      </p>
    );
  }
  return (
    <figure className={styles.mapFigure} aria-label={t`Map of stores`}>
      {state.status === 'ready' ? (
        <state.module.StoreMap stores={stores} here={here} countries={state.module.countries} />
      ) : (
        <div className={styles.mapPlaceholder} aria-busy="true">
          <Trans>Loading the map…</Trans>
        </div>
      )}
    </figure>
  );
}
