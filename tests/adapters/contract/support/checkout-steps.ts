import { AuthGateway, CardEncryptor, CartGateway, CheckoutGateway, isSkuUnavailable, OrderGateway, PaymentKeyGateway, payWithNewCard, type Address, type Order } from '@vitrine/core';
import { PASSWORD, type BackendClient, type ContractBackend } from './backends.js';

/** A US shipping address both back ends accept (its phone is sent formatted, stored as digits). */
export const ADDRESS: Address = { address1: '742 Evergreen Terrace', address2: '', city: 'Springfield', country: 'US', name: { first: 'Sarah', last: 'Johnson' }, phoneNumber: '(555) 014-2000', postalCode: '62704', region: 'IL' };

/** The ports the checkout contracts drive, as one browser's container binds them. */
export function checkoutPorts(client: BackendClient) {
  return {
    auth: client.get(AuthGateway),
    cart: client.get(CartGateway),
    checkout: client.get(CheckoutGateway),
    orders: client.get(OrderGateway),
    keys: client.get(PaymentKeyGateway),
    encryptor: client.get(CardEncryptor),
  };
}

/**
 * Two lines of two different products that can be bought several times over (stock ≥ 5, no
 * preorder, gift card or bundle), found in the back end's catalogue samples; throws when it has none.
 */
export async function buyableLines(backend: ContractBackend): Promise<{ productId: string; skuId: string; poolId: string }[]> {
  const { products } = await backend.samples();
  const lines = products
    .filter((p) => p.kind === 'regular' && !p.preorderFlag && !p.isGiftCard)
    .flatMap((p) => {
      const sku = p.skus.find((s) => !isSkuUnavailable(s) && s.availableStatus === 'available' && s.stockLevel >= 5);
      return sku ? [{ productId: p.productId, skuId: sku.skuId, poolId: backend.facts.poolId }] : [];
    })
    .slice(0, 2);
  if (lines.length < 2) throw new Error('The catalogue has no two products in stock');
  return lines;
}

/** A fresh browser signed in as `email` with one of each {@link buyableLines} in its cart. */
export async function signedInWithCart(backend: ContractBackend, email: string): Promise<{ client: BackendClient; ports: ReturnType<typeof checkoutPorts> }> {
  const client = backend.client();
  const ports = checkoutPorts(client);
  const signed = await ports.auth.signIn(email, PASSWORD);
  if (!signed.ok) throw new Error(signed.error.code);
  for (const line of await buyableLines(backend)) {
    const added = await ports.cart.addItem({ ...line, quantity: 1 });
    if (!added.ok) throw new Error(added.error.code);
  }
  return { client, ports };
}

/** Signs in as `email`, ships to the first saved address by STANDARD, pays with a new MC and places the order. */
export async function placeAnOrder(backend: ContractBackend, email: string, key: string): Promise<{ client: BackendClient; ports: ReturnType<typeof checkoutPorts>; order: Order }> {
  const { client, ports } = await signedInWithCart(backend, email);
  const started = await ports.checkout.start();
  if (!started.ok) throw new Error(started.error.code);
  const saved = started.value.savedAddresses[0];
  if (!saved) throw new Error(`${email} has no saved address`);
  const steps = [
    await ports.checkout.setShippingAddress({ kind: 'saved', addressId: saved.id }),
    await ports.checkout.setDeliveryMethod('STANDARD'),
    await payWithNewCard(ports, { cardNumber: '5555555555554444', securityCode: '123', expirationMonth: 8, expirationYear: new Date().getFullYear() + 2, nameOnCard: 'Contract Buyer' }),
  ];
  const failed = steps.find((s) => !s.ok);
  if (failed && !failed.ok) throw new Error(failed.error.code);
  const placed = await ports.checkout.placeOrder(key);
  if (!placed.ok) throw new Error(placed.error.code);
  return { client, ports, order: placed.value };
}
