import type { Registry, RegistryAddress, RegistryDraft, RegistryItem, RegistryOwner, RegistrySearchPage, RegistrySummary } from '@vitrine/core';
import type { RegistryAddressDto, RegistryCreateRequestDto, RegistryDto, RegistryItemDto, RegistryOwnerDto, RegistrySearchResponseDto, RegistrySummaryDto } from '@vitrine/contract';
import { toMoney } from './money.normalizer.js';

/** Registry DTOs (snake_case, shopping.md §3 "Registry") ⇄ core's camelCase Registry (decision 0031). */

export function normalizeRegistryAddress(dto: RegistryAddressDto): RegistryAddress {
  return {
    firstName: dto.first_name,
    lastName: dto.last_name,
    address1: dto.address1,
    address2: dto.address2 ?? '',
    pobox: dto.pobox ?? '',
    city: dto.city,
    state: dto.state,
    zipCode: dto.zip_code,
    country: dto.country,
    phoneNumber: dto.phone_number ?? '',
    source: dto.source,
  };
}

function normalizeOwner(dto: RegistryOwnerDto): RegistryOwner {
  return {
    firstName: dto.first_name,
    lastName: dto.last_name,
    webProfileId: dto.web_profile_id,
    email: dto.email,
    primary: dto.primary,
    address: dto.address ? normalizeRegistryAddress(dto.address) : null,
  };
}

function normalizeItem(dto: RegistryItemDto): RegistryItem {
  const p = dto.product;
  return {
    sku: dto.sku,
    productId: dto.product_id,
    requestedQuantity: dto.requested_quantity,
    purchasedQuantity: dto.purchased_quantity,
    favorite: dto.favorite,
    ...(p
      ? {
          product: {
            displayName: p.display_name,
            slug: p.slug,
            colorName: p.color_name,
            sizeName: p.size_name,
            image: p.image ? { url: p.image.url, width: p.image.width, height: p.image.height, alt: p.image.alt } : null,
            salePrice: toMoney(p.sale_price, p.currency),
            availableQuantity: p.available_quantity,
          },
        }
      : {}),
  };
}

/** RegistryDto → Registry. */
export function normalizeRegistry(dto: RegistryDto): Registry {
  return {
    id: dto.id,
    version: dto.version,
    active: dto.active,
    hid: dto.hid,
    owners: dto.owners.map(normalizeOwner),
    acceptGiftCards: dto.accept_gift_cards,
    event: { name: dto.event.name, type: dto.event.type, description: dto.event.description, date: dto.event.date },
    preEventShippingAddress: dto.pre_event_shipping_address ? normalizeRegistryAddress(dto.pre_event_shipping_address) : null,
    postEventShippingAddress: dto.post_event_shipping_address ? normalizeRegistryAddress(dto.post_event_shipping_address) : null,
    brand: dto.brand,
    channel: dto.channel,
    items: dto.items.map(normalizeItem),
  };
}

/** RegistrySummaryDto → RegistrySummary. */
export function normalizeRegistrySummary(dto: RegistrySummaryDto): RegistrySummary {
  return {
    id: dto.id,
    hid: dto.hid,
    active: dto.active,
    event: { name: dto.event.name, type: dto.event.type, description: dto.event.description, date: dto.event.date },
    owners: dto.owners.map((o) => ({ firstName: o.first_name, lastName: o.last_name, primary: o.primary })),
    itemCount: dto.meta.item_count,
  };
}

/** RegistrySearchResponseDto → RegistrySearchPage. */
export function normalizeRegistrySearch(dto: RegistrySearchResponseDto): RegistrySearchPage {
  return { registries: dto.registries.map(normalizeRegistrySummary), total: dto.total, page: dto.page };
}

/** RegistryAddress → RegistryAddressDto (empty optional parts left out). */
export function registryAddressDto(address: RegistryAddress): RegistryAddressDto {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address1: address.address1,
    ...(address.address2 ? { address2: address.address2 } : {}),
    ...(address.pobox ? { pobox: address.pobox } : {}),
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    country: address.country,
    ...(address.phoneNumber ? { phone_number: address.phoneNumber } : {}),
    source: address.source,
  };
}

/** RegistryDraft → the body of POST /registry/v1/{siteId} (channel WEB_DESKTOP). */
export function registryDraftDto(draft: RegistryDraft, channel: 'WEB_DESKTOP'): RegistryCreateRequestDto {
  return {
    owners: draft.owners.map((o) => ({
      first_name: o.firstName,
      last_name: o.lastName,
      web_profile_id: o.webProfileId,
      email: o.email,
      primary: o.primary,
      address: o.address ? registryAddressDto(o.address) : null,
    })),
    accept_gift_cards: draft.acceptGiftCards,
    event: { name: draft.event.name, type: draft.event.type, description: draft.event.description, date: draft.event.date },
    pre_event_shipping_address: draft.preEventShippingAddress ? registryAddressDto(draft.preEventShippingAddress) : null,
    post_event_shipping_address: draft.postEventShippingAddress ? registryAddressDto(draft.postEventShippingAddress) : null,
    brand: draft.brand,
    channel,
  };
}
