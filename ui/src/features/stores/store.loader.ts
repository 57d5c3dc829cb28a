import type { LoaderFunction } from 'react-router-dom';
import { findStore, StoreGateway, type Result, type Store, type StoreError } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** What /stores/{id} renders: the store, or why there is none. */
export interface StoreData {
  readonly storeNumber: string;
  readonly store: Result<Store, StoreError>;
}

/** Loader of /stores/{id} (shopping.md §2): core's findStore; 'No MISL store found with storeNumber=…' comes back as data. */
export function makeStoreLoader(services: Services): LoaderFunction {
  return async ({ params }): Promise<StoreData> => {
    const storeNumber = params.id ?? '';
    return { storeNumber, store: await findStore(services.get(StoreGateway), storeNumber) };
  };
}
