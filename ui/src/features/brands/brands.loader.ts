import type { LoaderFunction } from 'react-router-dom';
import { StorefrontPagesGateway, type Brand, type ProductTile, type Seller } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { notFound } from '../category';

/** Data of the brand index. */
export interface BrandsData {
  readonly brands: readonly Brand[];
}
/** Data of a brand page. */
export interface BrandData {
  readonly brand: Brand;
  readonly tiles: readonly ProductTile[];
}
/** Data of the seller index. */
export interface SellersData {
  readonly sellers: readonly Seller[];
}
/** Data of a seller page. */
export interface SellerData {
  readonly seller: Seller;
  readonly tiles: readonly ProductTile[];
}

/** Loader of `/brands` (shopping.md §2): the site's brands. Transport faults propagate to the route error. */
export function makeBrandsLoader(services: Services): LoaderFunction {
  return async (): Promise<BrandsData> => ({ brands: await services.get(StorefrontPagesGateway).listBrands() });
}

/** Loader of `/brands/{slug}`: the brand and its products; an unknown brand is a page 404. */
export function makeBrandLoader(services: Services): LoaderFunction {
  return async ({ params }): Promise<BrandData> => {
    const result = await services.get(StorefrontPagesGateway).getBrand(params.slug ?? '');
    if (!result.ok) notFound();
    return result.value;
  };
}

/** Loader of `/sellers`: the marketplace sellers. */
export function makeSellersLoader(services: Services): LoaderFunction {
  return async (): Promise<SellersData> => ({ sellers: await services.get(StorefrontPagesGateway).listSellers() });
}

/** Loader of `/sellers/{slug}`: the seller and its marketplace items; an unknown seller is a page 404. */
export function makeSellerLoader(services: Services): LoaderFunction {
  return async ({ params }): Promise<SellerData> => {
    const result = await services.get(StorefrontPagesGateway).getSeller(params.slug ?? '');
    if (!result.ok) notFound();
    return result.value;
  };
}
