import { describe, expect, it, vi } from 'vitest';
import {
  campaignStatOf,
  customerDataObject,
  datasetCartLines,
  EVENTS_WITHOUT_MARKETING_CONSENT,
  LISTING_TRAY_HOLDOUT_VARIANT,
  LISTING_TRAY_SEED_COUNT,
  listingTraySeeds,
  loadRecTrays,
  productTrayEvent,
  recTrayCampaignVariant,
  recTrayHeadingKind,
  recTrayPlacements,
  type DatasetEvent,
  type PersonalizationGateway,
  type RecTray,
} from '@vitrine/core';
import { aTile } from '../../mothers/index.js';

const [IMPRESSION, CLICK] = EVENTS_WITHOUT_MARKETING_CONSENT;
const bag = aTile({ productId: '24-MB01', displayName: 'Joust Duffle Bag' });
const watch = aTile({ productId: '24-MG01', displayName: 'Endurance Watch' });
const tray = (products = [bag, watch], placement: RecTray['placement'] = 'product-page'): RecTray => ({
  campaignId: `rec-tray-${placement}`,
  experienceId: `rec-tray-${placement}-s0`,
  title: 'You may also like',
  placement,
  products,
});

describe('recommendation tray placements (decisions 0330, 0400)', () => {
  const exp = (enableFamilyRecTray: number, plpPersonalization = 1, searchPersonalization = 1) => ({ enableFamilyRecTray, plpPersonalization, searchPersonalization });

  it('gives the product page its tray, and the family tray too when enableFamilyRecTray is 1', () => {
    expect(recTrayPlacements('product', exp(0))).toEqual(['product-page']);
    expect(recTrayPlacements('product', exp(1))).toEqual(['product-page', 'product-page-family']);
  });

  it('gives the cart and home pages one tray each, whatever the experiment', () => {
    expect(recTrayPlacements('cart', exp(1, 3, 3))).toEqual(['cart-page']);
    expect(recTrayPlacements('home', exp(1, 3, 3))).toEqual(['home-page']);
  });

  it('gives the listing and search pages one tray below the hold-out variant, none from it on (decision 0424)', () => {
    expect(recTrayPlacements('category', exp(0, 1, 9))).toEqual(['category-page']);
    expect(recTrayPlacements('category', exp(0, 2, 9))).toEqual(['category-page']);
    expect(recTrayPlacements('category', exp(0, LISTING_TRAY_HOLDOUT_VARIANT, 1))).toEqual([]);
    expect(recTrayPlacements('search', exp(0, 9, 2))).toEqual(['search-page']);
    expect(recTrayPlacements('search', exp(0, 1, 4))).toEqual([]);
  });

  it('sends plpPersonalization on the listing, searchPersonalization on search, no campaign variant elsewhere', () => {
    expect(recTrayCampaignVariant('category', exp(0, 2, 5))).toBe(2);
    expect(recTrayCampaignVariant('search', exp(0, 2, 5))).toBe(5);
    expect(recTrayCampaignVariant('product', exp(0, 2, 5))).toBeUndefined();
  });

  it("seeds a listing's tray with its first products, each once", () => {
    const many = Array.from({ length: LISTING_TRAY_SEED_COUNT + 3 }, (_, i) => `P${i}`);
    expect(listingTraySeeds(['A', 'B', 'A'])).toEqual(['A', 'B']);
    expect(listingTraySeeds(many)).toEqual(many.slice(0, LISTING_TRAY_SEED_COUNT));
  });

  it('names the family tray, the popular listing tray of variant 2, and the related tray otherwise', () => {
    expect(recTrayHeadingKind('product-page-family', undefined)).toBe('family');
    expect(recTrayHeadingKind('category-page', 2)).toBe('popular');
    expect(recTrayHeadingKind('search-page', 2)).toBe('popular');
    expect(recTrayHeadingKind('search-page', 1)).toBe('related');
    expect(recTrayHeadingKind('product-page', 2)).toBe('related');
  });
});

describe('product-tray events (shopping.md §4)', () => {
  it('names the campaign, placement and products of an impression', () => {
    expect(productTrayEvent(IMPRESSION, tray())).toEqual({
      kind: 'link',
      name: 'product-tray-impression',
      data: { campaignId: 'rec-tray-product-page', experienceId: 'rec-tray-product-page-s0', placement: 'product-page', productIds: ['24-MB01', '24-MG01'] },
    });
  });

  it('adds the clicked product and its 1-based position to a click', () => {
    expect(productTrayEvent(CLICK, tray(), watch).data).toMatchObject({ productId: '24-MG01', position: 2 });
  });

  it('turns an impression and a click into the campaign statistics of the tray', () => {
    expect(campaignStatOf(IMPRESSION, tray())).toEqual({ campaignId: 'rec-tray-product-page', experienceId: 'rec-tray-product-page-s0', stat: 'Impression' });
    expect(campaignStatOf(CLICK, tray()).stat).toBe('Clickthrough');
  });
});

describe('customer data object (shell-and-account.md §3)', () => {
  it('reports a guest with every flag false and no ids', () => {
    expect(customerDataObject({ uuid: 'v-1', profileId: null, scope: null, language: 'fr' })).toEqual({
      uuid: 'v-1',
      customer_profile_id: null,
      customer_auth_status: 'GUEST',
      customer_language: 'fr',
      delivery_pass_member: false,
      employee: false,
      loyalty: false,
      tier_status: null,
      membership_a: false,
      membership_b: false,
      membership_c: false,
      membership_d: false,
      market_a: false,
      market_b: false,
      market_c: false,
      market_d: false,
      sfcrm_contact_id: null,
    });
  });

  it('reports what is known of a signed-in member, groups and markets by letter in any case', () => {
    const data = customerDataObject({
      uuid: 'v-2',
      profileId: 'P-1',
      scope: 'AUTHORIZED',
      language: 'en',
      deliveryPassMember: true,
      employee: true,
      loyalty: true,
      tierStatus: 'GOLD',
      membershipGroups: ['B'],
      markets: ['a', 'd'],
      sfcrmContactId: 'SF-9',
    });
    expect(data).toMatchObject({ customer_profile_id: 'P-1', customer_auth_status: 'AUTHORIZED', delivery_pass_member: true, employee: true, loyalty: true, tier_status: 'GOLD', sfcrm_contact_id: 'SF-9' });
    expect([data.membership_a, data.membership_b, data.market_a, data.market_b, data.market_d]).toEqual([false, true, true, false, true]);
  });
});

describe('loadRecTrays (shopping.md §6; decision 0400)', () => {
  const event: DatasetEvent = {
    placements: ['product-page', 'product-page-family'],
    productIds: ['WJ03'],
    strategyVariant: 2,
    locale: 'en-US',
    url: 'http://localhost/shop/augusta-pullover-jacket',
    pageType: 'pdp',
    userId: 'v-1',
    attributes: { uuid: 'v-1' },
    action: 'View Item',
    cartLines: [{ productId: '24-MB01', price: 34, quantity: 1 }],
    campaignStats: [],
  };
  const gateway = (trays: readonly RecTray[]): PersonalizationGateway => ({ getRecTrays: vi.fn(async () => trays), sendDataset: vi.fn(async () => trays) });

  it('asks the personalization provider with the whole event when personalization is allowed, and drops empty trays', async () => {
    const port = gateway([tray(), tray([], 'product-page-family')]);
    expect(await loadRecTrays(port, event, true)).toEqual([tray()]);
    expect(port.sendDataset).toHaveBeenCalledWith(event);
    expect(port.getRecTrays).not.toHaveBeenCalled();
  });

  it('asks the content service unpersonalized, with the page products only, when it is not', async () => {
    const port = gateway([tray()]);
    expect(await loadRecTrays(port, event, false)).toEqual([tray()]);
    expect(port.getRecTrays).toHaveBeenCalledWith({ placements: ['product-page', 'product-page-family'], productIds: ['WJ03'], strategyVariant: 2 }, false);
    await loadRecTrays(port, { ...event, campaignVariant: 3 }, false);
    expect(port.getRecTrays).toHaveBeenLastCalledWith(expect.objectContaining({ campaignVariant: 3 }), false);
    expect(port.sendDataset).not.toHaveBeenCalled();
  });

  it('makes no content-service call for a page that asks no tray, but still sends the dataset event with consent (decision 0424)', async () => {
    const port = gateway([]);
    const holdout = { ...event, placements: [], campaignVariant: 3 };
    expect(await loadRecTrays(port, holdout, false)).toEqual([]);
    expect(port.getRecTrays).not.toHaveBeenCalled();
    expect(await loadRecTrays(port, holdout, true)).toEqual([]);
    expect(port.sendDataset).toHaveBeenCalledWith(holdout);
  });
});

describe('dataset cart lines (shell-and-account.md §7)', () => {
  it('gives each line its product, unit sale price in major units and quantity', () => {
    expect(datasetCartLines([{ productId: 'WJ03', salePrice: { amount: 7700, currency: 'USD' }, quantity: 2 }])).toEqual([{ productId: 'WJ03', price: 77, quantity: 2 }]);
  });
});
