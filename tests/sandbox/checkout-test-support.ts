import forge from 'node-forge';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import type { Db } from '../../sandbox/src/db/db.js';
import type { SandboxHarness } from './sandbox-harness.js';

/**
 * Helpers for the checkout, payment and order tests (docs/checkout-api.md): sign-in, picking
 * in-stock SKUs, encrypting like the browser (RSA PKCS#1 v1.5, base64, as jsencrypt does).
 */

export const SITE = 'an-us';
export const CHECKOUT = `/api/checkout/v0/${SITE}/checkouts`;
export const CURRENT = `${CHECKOUT}/current`;
export const ORDERS = `/api/checkout/v0/${SITE}/orders`;
export const KEY = `/api/catalog/v0/${SITE}/configuration/pxp-public-key`;
export const CUSTOMER = 'roni_cost@example.com';
export const AGENT = 'agent@vitrine.test';

/** Signs in with the demo password (AUTHORIZED; CALL_CENTER for the agent). */
export const signIn = (h: SandboxHarness, email: string = CUSTOMER, siteId = SITE) =>
  h.json('POST', `/api/auth/v0/${siteId}/tokens`, { grantType: 'password', email, password: DEMO_PASSWORD });

/** An in-stock SKU of the site's pool: a Luma apparel SKU or a Spree home SKU. */
export async function inStockSku(db: Db, source: 'luma' | 'spree', pool = 'US_DIRECT', minStock = 20): Promise<{ productId: string; skuId: string; poolId: string; stock: number; backorder: number }> {
  const [row] = await db.query<{ product_id: string; sku_id: string; stock_level: number; backorder: number }>(
    `select p.product_id, s.sku_id, i.stock_level, i.backorder from sku s join product p on p.product_id = s.product_id
       join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $2
      where p.source like $1 || '%' and s.available_status not in ('unavailable', 'discontinued') and i.stock_level >= $3 and not p.preorder_flag
      order by s.sku_id limit 1`,
    [source, pool, minStock],
  );
  if (!row) throw new Error(`no in-stock ${source} SKU in ${pool}`);
  return { productId: row.product_id, skuId: row.sku_id, poolId: pool, stock: row.stock_level, backorder: row.backorder };
}

/** Adds SKUs to the signed-in principal's cart. */
export async function addToCart(h: SandboxHarness, skus: readonly { productId: string; skuId: string; poolId: string }[], quantity = 1, siteId = SITE) {
  const res = await h.json('POST', `/api/checkout/v0/${siteId}/carts/items`, {
    items: skus.map((s) => ({ productId: s.productId, skuId: s.skuId, poolId: s.poolId, quantity, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' })),
  });
  if (res.status !== 200) throw new Error(`add to cart failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Encrypts text with a PEM public key as jsencrypt does (RSA PKCS#1 v1.5, base64). */
export function encryptLikeTheBrowser(pem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(pem);
  return forge.util.encode64(key.encrypt(text, 'RSAES-PKCS1-V1_5'));
}

/** Fetches the PXP key and encrypts a card for PUT …/payment. */
export async function encryptedCard(h: SandboxHarness, number: string, securityCode = '123', expiry = { month: 4, year: 2031 }, siteId = SITE) {
  const key = (await h.json('GET', `/api/catalog/v0/${siteId}/configuration/pxp-public-key`)).body as { publicEncryptionKey: { pem: string }; encryptionId: string };
  return {
    encryptedCardNumber: encryptLikeTheBrowser(key.publicEncryptionKey.pem, number),
    encryptionId: key.encryptionId,
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
    securityCode: encryptLikeTheBrowser(key.publicEncryptionKey.pem, securityCode),
    nameOnCard: 'Veronica Costello',
  };
}

/** A valid US address. */
export const US_ADDRESS = {
  address1: '6146 Honey Bluff Parkway',
  address2: '',
  city: 'Calder',
  country: 'US',
  name: { first: 'Veronica', last: 'Costello' },
  phoneNumber: '(555) 229-3326',
  postalCode: '49628-7978',
  region: 'MI',
};

/** Signs in, fills the cart, starts the checkout, sets the address and STANDARD delivery. Resolves with the checkout. */
export async function readyForPayment(h: SandboxHarness, db: Db, email: string = CUSTOMER) {
  await signIn(h, email);
  await addToCart(h, [await inStockSku(db, 'luma'), await inStockSku(db, 'spree')]);
  await h.json('POST', CHECKOUT, {});
  await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
  return (await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' })).body;
}

/** Test isolation: a customer's principal (and so cart and checkout) is shared by their sign-ins; start each test with none. */
export async function clearCheckouts(db: Db): Promise<void> {
  await db.exec('delete from checkout; delete from cart_item;');
}
