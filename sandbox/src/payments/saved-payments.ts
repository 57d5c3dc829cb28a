import crypto from 'node:crypto';
import type { AddressBodyDto, PaymentDto } from '@vitrine/contract';
import { isCardExpired } from '@vitrine/core';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { addAddress, getAddress } from '../checkout/address-book.js';
import type { Db } from '../db/db.js';
import { checkCardNumber, checkExpiry, checkSecurityCode, utcMonth, type TestOutcome } from './card-checks.js';
import { decryptWithKey } from './payment-keys.js';

/**
 * Saved cards (shell-and-account.md §3 "Payment", §7 /me/payments; docs/checkout-api.md; decision
 * 0107). A card keeps brand, last four, expiry, name, its billing address-book entry, whether it
 * needs its security code verified, and the sandbox's test outcome; never the number.
 */

export interface SavedPaymentRow {
  payment_id: string;
  profile_id: string;
  position: number;
  payment_type: string;
  visible: boolean;
  card_type: string;
  last_four: string;
  expiration_month: number;
  expiration_year: number;
  name_on_card: string;
  billing_address_id: string | null;
  needs_verification: boolean;
  test_outcome: TestOutcome;
}

type Joined = SavedPaymentRow & { a_address: AddressBodyDto | null; a_nick_name: string | null };

const SELECT = `select p.*, a.address as a_address, a.nick_name as a_nick_name
                  from saved_payment p left join customer_address a on a.address_id = p.billing_address_id and a.profile_id = p.profile_id`;

/** PaymentDto of a row; `expired` by shell-and-account.md §5 at `now` (UTC month). */
export function paymentDto(row: Joined, now: number): PaymentDto {
  return {
    id: row.payment_id,
    paymentType: row.payment_type,
    visible: row.visible,
    creditCardDetail: {
      address: row.a_address ? { address: row.a_address, nickName: row.a_nick_name, id: row.billing_address_id } : null,
      addressId: row.a_address ? row.billing_address_id : null,
      cardType: row.card_type,
      expirationMonth: row.expiration_month,
      expirationYear: row.expiration_year,
      lastFourDigits: row.last_four,
      needsVerification: row.needs_verification,
      nameOnCard: row.name_on_card,
      expired: isCardExpired({ month: row.expiration_month, year: row.expiration_year }, utcMonth(now)),
    },
  };
}

/** A customer's saved payments in position order; hidden ones only with `includeHidden`. */
export async function listPayments(db: Db, profileId: string, options: { includeHidden: boolean; now: number }): Promise<PaymentDto[]> {
  const rows = await db.query<Joined>(`${SELECT} where p.profile_id = $1 ${options.includeHidden ? '' : 'and p.visible'} order by p.position, p.payment_id`, [profileId]);
  return rows.map((r) => paymentDto(r, options.now));
}

/** One saved payment row of the customer; 404 PAYMENT_NOT_FOUND otherwise. */
export async function findPayment(db: Db, profileId: string, paymentId: unknown): Promise<Joined> {
  const [row] = typeof paymentId === 'string' ? await db.query<Joined>(`${SELECT} where p.profile_id = $1 and p.payment_id = $2`, [profileId, paymentId]) : [];
  if (!row) throw new ApiError(404, 'PAYMENT_NOT_FOUND', `No saved payment ${String(paymentId)}`, { paymentId: typeof paymentId === 'string' ? paymentId : null });
  return row;
}

/**
 * The billing address-book id for `{ addressId }` (must be the customer's: 404 ADDRESS_NOT_FOUND)
 * or a new `address` (validated, added hidden to the book: 400 ADDRESS_INVALID). Null when neither.
 */
export async function billingAddressId(db: Db, profileId: string, addressId: unknown, address: unknown): Promise<string | null> {
  if (typeof addressId === 'string' && addressId !== '') return (await getAddress(db, profileId, addressId)).id;
  if (address !== undefined && address !== null) return (await addAddress(db, profileId, { address, visible: false })).id;
  return null;
}

/** Inserts a saved card at the end of the customer's list. Resolves with its id. */
export async function insertSavedCard(
  db: Db,
  input: { profileId: string; cardType: string; lastFour: string; month: number; year: number; nameOnCard: string; billingAddressId: string | null; needsVerification: boolean; outcome: TestOutcome; visible: boolean; now: number },
): Promise<string> {
  const id = `pay-${crypto.randomBytes(6).toString('hex')}`;
  await db.query(
    `insert into saved_payment (payment_id, profile_id, position, card_type, last_four, expiration_month, expiration_year, name_on_card, billing_address_id, needs_verification, test_outcome, visible, created_at)
     values ($1, $2, (select coalesce(max(position), -1) + 1 from saved_payment where profile_id = $2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, input.profileId, input.cardType, input.lastFour, input.month, input.year, input.nameOnCard, input.billingAddressId, input.needsVerification, input.outcome, input.visible, new Date(input.now)],
  );
  return id;
}

const nameOnCard = (value: unknown): string => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) throw invalidRequest('nameOnCard is required (at most 100 characters)', { fields: ['nameOnCard'] });
  return value.trim();
};

/**
 * POST /me/payments: `{ paymentType: 'CREDIT_CARD', visible, creditCard: { encryptedCardNumber,
 * encryptionId, expirationMonth, expirationYear, nameOnCard, securityCode? }, addressId | address }`.
 * Decrypts and checks the card as the checkout's new card (checkout-payment.ts): a clear number
 * is no ciphertext and fails as DECRYPTION_FAILED. `securityCode` is the card frame's sealed code
 * (decision 0435): decrypted with the same key and checked for the brand, the card is then saved
 * verified; without it the new card needsVerification. Errors: 400 INVALID_REQUEST (other payment
 * type, missing fields), ENCRYPTION_KEY_EXPIRED, DECRYPTION_FAILED, CARD_INVALID (LUHN, BRAND,
 * SECURITY_CODE), 422 CARD_EXPIRED, ADDRESS_INVALID, ADDRESS_NOT_FOUND.
 */
export async function createPayment(db: Db, profileId: string, body: Record<string, unknown>, now: number): Promise<PaymentDto> {
  if (body.paymentType !== 'CREDIT_CARD') throw invalidRequest('Only paymentType CREDIT_CARD can be saved', { fields: ['paymentType'] });
  const card = (typeof body.creditCard === 'object' && body.creditCard !== null ? body.creditCard : null) as Record<string, unknown> | null;
  if (!card) throw invalidRequest('creditCard is required', { fields: ['creditCard'] });
  const visible = body.visible === undefined ? true : body.visible;
  if (typeof visible !== 'boolean') throw invalidRequest('visible must be a boolean', { fields: ['visible'] });
  const missing = ['encryptedCardNumber', 'encryptionId'].filter((k) => typeof card[k] !== 'string' || (card[k] as string).trim() === '');
  if (missing.length > 0) throw invalidRequest('Card fields are missing', { fields: missing.map((k) => `creditCard.${k}`) });
  const name = nameOnCard(card.nameOnCard);
  const expiry = checkExpiry(card.expirationMonth, card.expirationYear, now);
  const number = await decryptWithKey(db, card.encryptionId, card.encryptedCardNumber, now);
  const securityCode = card.securityCode === undefined || card.securityCode === null ? null : await decryptWithKey(db, card.encryptionId, card.securityCode, now);
  const summary = checkCardNumber(number, securityCode);
  return db.transaction(async (tx) => {
    const billing = await billingAddressId(tx, profileId, body.addressId, body.address);
    const id = await insertSavedCard(tx, { profileId, cardType: summary.cardType, lastFour: summary.lastFourDigits, month: expiry.month, year: expiry.year, nameOnCard: name, billingAddressId: billing, needsVerification: securityCode === null, outcome: summary.outcome, visible, now });
    return paymentDto(await findPayment(tx, profileId, id), now);
  });
}

/**
 * PUT /me/payments/{id}: `{ visible?, expirationMonth?, expirationYear?, nameOnCard?, addressId? |
 * address? }`; absent fields stay. Errors: 404 PAYMENT_NOT_FOUND, 400 INVALID_REQUEST, CARD_INVALID
 * (EXPIRY), 422 CARD_EXPIRED, ADDRESS_INVALID, ADDRESS_NOT_FOUND.
 */
export async function updatePayment(db: Db, profileId: string, paymentId: string, body: Record<string, unknown>, now: number): Promise<PaymentDto> {
  return db.transaction(async (tx) => {
    const row = await findPayment(tx, profileId, paymentId);
    if (body.visible !== undefined && typeof body.visible !== 'boolean') throw invalidRequest('visible must be a boolean', { fields: ['visible'] });
    const changesExpiry = body.expirationMonth !== undefined || body.expirationYear !== undefined;
    const expiry = changesExpiry ? checkExpiry(body.expirationMonth ?? row.expiration_month, body.expirationYear ?? row.expiration_year, now) : { month: row.expiration_month, year: row.expiration_year };
    const name = body.nameOnCard === undefined ? row.name_on_card : nameOnCard(body.nameOnCard);
    const billing = body.addressId !== undefined || body.address !== undefined ? await billingAddressId(tx, profileId, body.addressId, body.address) : row.billing_address_id;
    await tx.query(
      `update saved_payment set visible = $3, expiration_month = $4, expiration_year = $5, name_on_card = $6, billing_address_id = $7 where profile_id = $1 and payment_id = $2`,
      [profileId, paymentId, body.visible ?? row.visible, expiry.month, expiry.year, name, billing],
    );
    return paymentDto(await findPayment(tx, profileId, paymentId), now);
  });
}

/** DELETE /me/payments/{id}: 404 PAYMENT_NOT_FOUND; clears the profile's defaultPaymentId when it was it. */
export async function deletePayment(db: Db, profileId: string, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query('delete from saved_payment where profile_id = $1 and payment_id = $2 returning payment_id', [profileId, paymentId]);
    if (rows.length === 0) throw new ApiError(404, 'PAYMENT_NOT_FOUND', `No saved payment ${paymentId}`, { paymentId });
    await tx.query('update customer set default_payment_id = null where profile_id = $1 and default_payment_id = $2', [profileId, paymentId]);
  });
}

/**
 * POST /me/payments/{id}/verification `{ securityCode (encrypted), encryptionId }`: decrypts and
 * checks the code's length for the brand, then clears needsVerification. Errors: 404
 * PAYMENT_NOT_FOUND, ENCRYPTION_KEY_EXPIRED, DECRYPTION_FAILED, 400 CARD_INVALID SECURITY_CODE.
 */
export async function verifyPayment(db: Db, profileId: string, paymentId: string, body: Record<string, unknown>, now: number): Promise<PaymentDto> {
  const row = await findPayment(db, profileId, paymentId);
  checkSecurityCode(await decryptWithKey(db, body.encryptionId, body.securityCode, now), row.card_type);
  await db.query('update saved_payment set needs_verification = false where profile_id = $1 and payment_id = $2', [profileId, paymentId]);
  return paymentDto(await findPayment(db, profileId, paymentId), now);
}
