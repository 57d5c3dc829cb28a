import type { LoaderFunction } from 'react-router-dom';
import { findNearbyStores, StoreGateway, type Result, type Store, type StoreError, type StoreLocation } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** What /stores renders: the text searched (or the point), the place it stands for, and the stores near it. */
export interface FindStoreData {
  readonly query: string;
  /** The point searched: the geocoded place, or the browser's position (`?lat=&lng=`). */
  readonly point: { readonly lat: number; readonly lng: number } | null;
  readonly location: StoreLocation | null;
  readonly stores: Result<readonly Store[], StoreError> | null;
}

/** A query value as a number when it is one ('47.6'), else the text itself, so core's check refuses it. */
const numberOr = (text: string | null): unknown => (text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * Loader of /stores (decision 0240): `?q=` a city or postal code, geocoded with StoreGateway.searchLocations
 * (the site's country first) and then searched with core's findNearbyStores; `?lat=&lng=` (the
 * browser's position) searched directly — core refuses non-numeric values with 'Invalid parameters
 * passed to getNearbyStores'. Refusals come back as data; a transport fault propagates to the route error.
 */
export function makeFindStoreLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<FindStoreData> => {
    const url = new URL(request.url);
    const gateway = services.get(StoreGateway);
    const query = url.searchParams.get('q')?.trim() ?? '';
    if (url.searchParams.has('lat') || url.searchParams.has('lng')) {
      const lat = numberOr(url.searchParams.get('lat'));
      const lng = numberOr(url.searchParams.get('lng'));
      const stores = await findNearbyStores(gateway, lat, lng);
      const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
      return { query: '', point, location: null, stores };
    }
    if (query === '') return { query, point: null, location: null, stores: null };
    const places = await gateway.searchLocations(query);
    if (!places.ok) return { query, point: null, location: null, stores: places };
    const place = places.value[0]!;
    return { query, point: { lat: place.lat, lng: place.lng }, location: place, stores: await findNearbyStores(gateway, place.lat, place.lng) };
  };
}
