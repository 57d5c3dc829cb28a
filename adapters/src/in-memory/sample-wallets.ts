import type { SavedAddress, SavedPayment } from '@vitrine/core';

/**
 * The demo customers' address books and saved cards of the in-memory back end, keyed by the
 * profile ids of IN_MEMORY_DEMO_ACCOUNTS: one address each, and the sandbox's three saved cards
 * (decision 0107) — a VISA …1111 (04/2031), an expired MC …4444 (03/2024) and an AMEX …0005
 * (09/2030) that needs its security code verified.
 */

const ADDRESSES: Readonly<Record<string, SavedAddress>> = {
  'cust-roni': { id: 'addr-mem-roni-1', nickName: 'Home', visible: true, address: { address1: '6146 Honey Bluff Parkway', address2: '', city: 'Calder', country: 'US', name: { first: 'Veronica', last: 'Costello' }, phoneNumber: '5555552290', postalCode: '49628', region: 'MI' } },
  'cust-sarah': { id: 'addr-mem-sarah-1', nickName: 'Home', visible: true, address: { address1: '742 Evergreen Terrace', address2: '', city: 'Springfield', country: 'US', name: { first: 'Sarah', last: 'Johnson' }, phoneNumber: '5550142000', postalCode: '62704', region: 'IL' } },
};

const CARDS: readonly { readonly n: number; readonly cardType: string; readonly lastFourDigits: string; readonly expirationMonth: number; readonly expirationYear: number; readonly needsVerification: boolean }[] = [
  { n: 0, cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2031, needsVerification: false },
  { n: 1, cardType: 'MC', lastFourDigits: '4444', expirationMonth: 3, expirationYear: 2024, needsVerification: false },
  { n: 2, cardType: 'AMEX', lastFourDigits: '0005', expirationMonth: 9, expirationYear: 2030, needsVerification: true },
];

/** Profile id → the customer's saved addresses. */
export function sampleAddressBooks(): Record<string, SavedAddress[]> {
  return Object.fromEntries(Object.entries(ADDRESSES).map(([profileId, address]) => [profileId, [address]]));
}

/** Profile id → the customer's saved cards (billed to their saved address). */
export function sampleSavedPayments(): Record<string, SavedPayment[]> {
  return Object.fromEntries(
    Object.entries(ADDRESSES).map(([profileId, home]) => [
      profileId,
      CARDS.map(({ n, ...card }): SavedPayment => ({
        id: `pay-mem-${profileId.replace(/^cust-/, '')}-${n}`,
        paymentType: 'CREDIT_CARD',
        visible: true,
        card: { ...card, nameOnCard: `${home.address.name.first} ${home.address.name.last}`, billingAddress: { id: home.id, nickName: home.nickName, address: home.address } },
      })),
    ]),
  );
}
