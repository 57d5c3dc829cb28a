import { useLingui } from '@lingui/react/macro';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Store } from '@vitrine/core';
import styles from './stores.module.css';

/**
 * The map of stores (decision 0240): country shapes of Natural Earth 1:50m (world-atlas 2.0.2,
 * public domain) drawn as SVG with d3-geo's Mercator projection fitted around the stores and the
 * searched point, and a numbered pin per store in list order. No tile server: the geometry is a
 * file of this build, fetched with this module (its own chunk) only when a map is shown.
 */

export interface StoreMapProps {
  readonly stores: readonly Pick<Store, 'storeNumber' | 'name' | 'loc'>[];
  /** The searched point, drawn as a blue dot. */
  readonly here?: { readonly lat: number; readonly lng: number } | null;
  readonly countries: Topology;
}

const WIDTH = 640;
const HEIGHT = 480;
const PAD = 36;

/** Loads the country geometry (its own chunk; ~236 KB gzip). */
export async function loadCountries(): Promise<Topology> {
  return (await import('world-atlas/countries-50m.json')).default as unknown as Topology;
}

/** The SVG map: land, the searched point and one numbered pin per store. */
export function StoreMap({ stores, here, countries }: StoreMapProps) {
  const { t } = useLingui();
  const points: [number, number][] = [...stores.map((s): [number, number] => [s.loc.lng, s.loc.lat]), ...(here ? [[here.lng, here.lat] as [number, number]] : [])];
  // A lone point has no extent: widen it by half a degree each way.
  const [first] = points;
  const spread = points.every((p) => first && Math.abs(p[0] - first[0]) < 0.05 && Math.abs(p[1] - first[1]) < 0.05);
  const frame: GeoPermissibleObjects = {
    type: 'MultiPoint',
    coordinates: spread && first ? [[first[0] - 0.5, first[1] - 0.35], [first[0] + 0.5, first[1] + 0.35]] : points,
  };
  const projection = geoMercator()
    .fitExtent([[PAD, PAD], [WIDTH - PAD, HEIGHT - PAD]], frame)
    .clipExtent([[0, 0], [WIDTH, HEIGHT]]);
  const path = geoPath(projection);
  const land = feature(countries, countries.objects.countries as GeometryCollection);
  const at = (lng: number, lat: number) => projection([lng, lat]) ?? [0, 0];
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className={styles.map} role="img" aria-label={t`Map of stores`} data-testid="store-map-svg">
      <path d={path(land) ?? ''} className={styles.land} />
      {here && <circle cx={at(here.lng, here.lat)[0]} cy={at(here.lng, here.lat)[1]} r={7} className={styles.here} />}
      {stores.map((store, index) => {
        const [x, y] = at(store.loc.lng, store.loc.lat);
        return (
          <g key={store.storeNumber} transform={`translate(${x} ${y})`}>
            <circle r={11} className={styles.pin} />
            <text className={styles.pinLabel}>{index + 1}</text>
          </g>
        );
      })}
    </svg>
  );
}
