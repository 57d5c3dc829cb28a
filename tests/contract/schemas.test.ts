import {
  AddCartItemsRequestDto,
  CartResponseDto,
  MAX_PAGE_SIZE,
  NavigationResponseDto,
  PaymentRequestDto,
  ProductsResponseDto,
  SearchRequestDto,
  ShippingAddressRequestDto,
  SiteConfigurationDto,
  TilesResponseDto,
  TokenRequestDto,
} from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { aCartResponseDto } from '../mothers/dto/cart.dto.mother.js';
import { aNavigationResponseDto } from '../mothers/dto/navigation.dto.mother.js';
import { aProductsResponseDto } from '../mothers/dto/product.dto.mother.js';
import { aSiteConfigurationDto } from '../mothers/dto/site-configuration.dto.mother.js';
import { aTilesResponseDto } from '../mothers/dto/tile.dto.mother.js';

/** Paths of the failures of a refused value, dotted. */
const failures = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));

/**
 * The contract's schemas (decision 0125) accept the answers the adapters' tests are built on (the
 * DTO object mothers) and refuse malformed requests at the failing field.
 */
describe('@vitrine/contract schemas', () => {
  it('accept the DTO object mothers', () => {
    expect(CartResponseDto.safeParse(aCartResponseDto()).success).toBe(true);
    expect(ProductsResponseDto.safeParse(aProductsResponseDto()).success).toBe(true);
    expect(NavigationResponseDto.safeParse(aNavigationResponseDto()).success).toBe(true);
    expect(TilesResponseDto.safeParse(aTilesResponseDto()).success).toBe(true);
    expect(SiteConfigurationDto.safeParse(aSiteConfigurationDto()).success).toBe(true);
  });

  it('refuse an answer with a field of the wrong type, at that field', () => {
    const cart = aCartResponseDto();
    expect(failures(CartResponseDto.safeParse({ ...cart, items: [{ ...cart.items[0], quantity: '1' }] }))).toEqual(['items.0.quantity']);
  });

  it('check search paging and refinements', () => {
    expect(SearchRequestDto.safeParse({ query: 'tank', pageSize: MAX_PAGE_SIZE, page: 1, refinements: { colors: ['Black'] } }).success).toBe(true);
    expect(SearchRequestDto.safeParse({ query: null, refinements: null }).success).toBe(true);
    expect(failures(SearchRequestDto.safeParse({ query: 'x', pageSize: MAX_PAGE_SIZE + 1, page: 0, refinements: { sizes: ['M'] } }))).toEqual(['pageSize', 'page', 'refinements.sizes']);
  });

  it('check add-to-cart items and token grants', () => {
    expect(AddCartItemsRequestDto.safeParse({ items: [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }).success).toBe(true);
    expect(failures(AddCartItemsRequestDto.safeParse({ items: [{ productId: ' ', skuId: 's', poolId: 'US_DIRECT', quantity: 0 }] }))).toEqual(['items.0.productId', 'items.0.quantity']);
    expect(failures(AddCartItemsRequestDto.safeParse({ items: [] }))).toEqual(['items']);
    expect(TokenRequestDto.safeParse({ grantType: 'password', email: 'a@b.c', password: 'x' }).success).toBe(true);
    expect(failures(TokenRequestDto.safeParse({ grantType: 'magic' }))).toEqual(['grantType']);
  });

  it('take exactly one shipping address source and a payment by type', () => {
    expect(ShippingAddressRequestDto.safeParse({ addressId: 'a1' }).success).toBe(true);
    expect(ShippingAddressRequestDto.safeParse({ addressId: 'a1', collectionPointId: 'c1' }).success).toBe(false);
    expect(PaymentRequestDto.safeParse({ paymentType: 'CREDIT_CARD', savedPaymentId: 'pay-1' }).success).toBe(true);
    expect(PaymentRequestDto.safeParse({ paymentType: 'PAYPAL', returnUrl: 'https://example.com/return' }).success).toBe(true);
    expect(failures(PaymentRequestDto.safeParse({ paymentType: 'CASH' }))).toEqual(['paymentType']);
  });
});
