import { recTrayHeadingKind, type DatasetEvent, type PersonalizationGateway, type Product, type RecTray, type RecTrayPlacement, type RecTrayQuery } from '@vitrine/core';
import type { InMemoryLook } from './in-memory-styles.js';
import { productTileOf } from './product-tile-of.js';

/** Most products in one tray, as the sandbox (decision 0400). */
const TRAY_SIZE = 8;

/**
 * PersonalizationGateway in memory (decision 0400), ranked as the sandbox ranks without orders: the
 * products sharing a look with the seeds (the in-memory stand-in for Luma's related links), in look
 * order; the family tray: the seeds' category; no seeds, or a listing's "Popular right now" tray
 * (campaign variant 2, decision 0424): the catalogue in order (its stand-in for best sellers). Only products
 * with a sellable SKU. The dataset call also seeds with the cart lines and keeps the events it got
 * (`datasetEvents`, for tests).
 */
export class InMemoryPersonalization implements PersonalizationGateway {
  /** Every dataset event received, oldest first. */
  readonly datasetEvents: DatasetEvent[] = [];

  constructor(
    private readonly products: readonly Product[],
    private readonly looks: readonly InMemoryLook[],
  ) {}

  /** See {@link PersonalizationGateway.getRecTrays}. */
  async getRecTrays(query: RecTrayQuery): Promise<readonly RecTray[]> {
    return query.placements.map((placement) => this.tray(placement, query.productIds, query.strategyVariant, query.campaignVariant));
  }

  /** See {@link PersonalizationGateway.sendDataset}. */
  async sendDataset(event: DatasetEvent): Promise<readonly RecTray[]> {
    this.datasetEvents.push(event);
    const seeds = [...new Set([...event.productIds, ...event.cartLines.map((l) => l.productId)])];
    return event.placements.map((placement) => this.tray(placement, seeds, event.strategyVariant, event.campaignVariant));
  }

  private tray(placement: RecTrayPlacement, seeds: readonly string[], strategyVariant: number, campaignVariant: number | undefined): RecTray {
    const seedProducts = this.products.filter((p) => seeds.includes(p.productId));
    const heading = recTrayHeadingKind(placement, campaignVariant);
    const candidates =
      seeds.length === 0 || heading === 'popular'
        ? this.products
        : heading === 'family'
          ? this.products.filter((p) => seedProducts.some((s) => s.parentCategory && p.parentCategory?.slug === s.parentCategory.slug))
          : this.looks
              .filter((look) => look.pieces.some((piece) => seeds.includes(piece.productId)))
              .flatMap((look) => look.pieces.map((piece) => this.products.find((p) => p.productId === piece.productId)))
              .filter((p): p is Product => p !== undefined);
    const unique = [...new Map(candidates.filter((p) => !seeds.includes(p.productId)).map((p) => [p.productId, p])).values()];
    const sellable = unique.filter((p) => p.skus.some((s) => s.stockLevel > 0)).slice(0, TRAY_SIZE);
    return {
      campaignId: `rec-tray-${placement}`,
      experienceId: `rec-tray-${placement}-s${strategyVariant}${campaignVariant !== undefined ? `-c${campaignVariant}` : ''}`,
      title: heading === 'family' ? 'From the same family' : heading === 'popular' ? 'Popular right now' : 'You may also like',
      placement,
      products: sellable.map(productTileOf),
    };
  }
}
