import { calendarMonthOf, domainError, err, isCardExpired, ok, type Clock, type NewSavedCard, type Result, type SavedCardUpdate, type SavedPayment, type SavedPaymentError, type SavedPaymentsGateway } from '@vitrine/core';
import { fakeCardFacts } from './in-memory-checkout-rules.js';
import { decodeFakeCipher } from './in-memory-payment-key.js';

/** Options of {@link InMemorySavedPayments} with one wallet per customer. */
export interface InMemorySavedPaymentsOptions {
  /** The signed-in customer's id, or null for a guest (every call PAYMENT.SIGN_IN_REQUIRED). */
  readonly owner: () => string | null;
  /** Each customer's first cards (customer id → cards). */
  readonly seeded?: Readonly<Record<string, readonly SavedPayment[]>>;
}

/** True when `code` has the brand's length of security code (4 digits for AMEX, else 3). */
function securityCodeFits(code: string, cardType: string): boolean {
  return new RegExp(`^\\d{${cardType === 'AMEX' ? 4 : 3}}$`).test(code);
}

/**
 * SavedPaymentsGateway in memory (shell-and-account.md §3 "Payment", §7 /me/payments) over
 * FakeCardEncryptor ciphertexts: addCard reads the fake cipher, checks Luhn, brand and expiry
 * (core's isCardExpired on `clock`), stores brand/last four/expiry only; a card sent with its
 * sealed security code (decision 0435) has the code's length checked and is saved verified, else it
 * needsVerification until verify. `signedIn = false` makes every call PAYMENT.SIGN_IN_REQUIRED. One wallet, or
 * with `options.owner` one per customer as the sandbox keeps them.
 */
export class InMemorySavedPayments implements SavedPaymentsGateway {
  private readonly wallets = new Map<string, SavedPayment[]>();
  private next = 1;
  signedIn = true;

  constructor(
    cards: readonly SavedPayment[] = [],
    private readonly clock: Clock = { now: () => Date.now() },
    private readonly options?: InMemorySavedPaymentsOptions,
  ) {
    this.wallets.set('', cards.map((c) => ({ ...c })));
  }

  /** The current customer's cards (the single wallet without `options.owner`). */
  private get cards(): SavedPayment[] {
    const owner = this.options?.owner() ?? '';
    let wallet = this.wallets.get(owner);
    if (!wallet) {
      wallet = (this.options?.seeded?.[owner] ?? []).map((c) => ({ ...c }));
      this.wallets.set(owner, wallet);
    }
    return wallet;
  }

  /** The current customer's cards, hidden ones included (for assertions). */
  get all(): readonly SavedPayment[] {
    return this.cards;
  }

  private guard(): SavedPaymentError | null {
    const signedIn = this.signedIn && (this.options === undefined || this.options.owner() !== null);
    return signedIn ? null : domainError('PAYMENT.SIGN_IN_REQUIRED', 'Sign in to use saved payments', { requiredScope: 'REGISTERED' });
  }

  private find(id: string): Result<SavedPayment, SavedPaymentError> {
    const denied = this.guard();
    if (denied) return err(denied);
    const card = this.cards.find((c) => c.id === id);
    return card ? ok(card) : err(domainError('PAYMENT.NOT_FOUND', `No saved payment ${id}`));
  }

  async list(options: { readonly includeHidden?: boolean } = {}): Promise<Result<readonly SavedPayment[], SavedPaymentError>> {
    const denied = this.guard();
    return denied ? err(denied) : ok(this.cards.filter((c) => options.includeHidden || c.visible));
  }

  async addCard(card: NewSavedCard): Promise<Result<SavedPayment, SavedPaymentError>> {
    const denied = this.guard();
    if (denied) return err(denied);
    const plain = decodeFakeCipher(card.encryptedCardNumber);
    if (!plain) return err(domainError('PAYMENT.DECRYPTION_FAILED', 'The encrypted value could not be read'));
    const facts = fakeCardFacts(plain.plain);
    if (!facts.ok) return err(domainError('PAYMENT.CARD_INVALID', facts.error, { reason: facts.reason }));
    if (isCardExpired({ month: card.expirationMonth, year: card.expirationYear }, calendarMonthOf(new Date(this.clock.now())))) return err(domainError('PAYMENT.CARD_EXPIRED', 'The card has expired'));
    const sealedCode = card.encryptedSecurityCode ? (decodeFakeCipher(card.encryptedSecurityCode)?.plain ?? '') : null;
    if (sealedCode !== null && !securityCodeFits(sealedCode, facts.cardType)) return err(domainError('PAYMENT.CARD_INVALID', 'The security code is not valid', { reason: 'SECURITY_CODE' }));
    const billing = 'address' in card.billing ? { id: null, nickName: null, address: card.billing.address } : null;
    const saved: SavedPayment = {
      id: `pay-mem-${this.next++}`,
      paymentType: 'CREDIT_CARD',
      visible: card.visible,
      card: { cardType: facts.cardType, lastFourDigits: facts.lastFour, expirationMonth: card.expirationMonth, expirationYear: card.expirationYear, nameOnCard: card.nameOnCard, needsVerification: sealedCode === null, billingAddress: billing },
    };
    this.cards.push(saved);
    return ok(saved);
  }

  async update(id: string, update: SavedCardUpdate): Promise<Result<SavedPayment, SavedPaymentError>> {
    const found = this.find(id);
    if (!found.ok) return found;
    const c = found.value;
    const month = update.expirationMonth ?? c.card.expirationMonth;
    const year = update.expirationYear ?? c.card.expirationYear;
    if ((update.expirationMonth !== undefined || update.expirationYear !== undefined) && isCardExpired({ month, year }, calendarMonthOf(new Date(this.clock.now())))) {
      return err(domainError('PAYMENT.CARD_EXPIRED', 'The card has expired'));
    }
    const next: SavedPayment = { ...c, visible: update.visible ?? c.visible, card: { ...c.card, expirationMonth: month, expirationYear: year, nameOnCard: update.nameOnCard ?? c.card.nameOnCard } };
    this.cards.splice(this.cards.indexOf(c), 1, next);
    return ok(next);
  }

  async remove(id: string): Promise<Result<void, SavedPaymentError>> {
    const found = this.find(id);
    if (!found.ok) return found;
    this.cards.splice(this.cards.indexOf(found.value), 1);
    return ok(undefined);
  }

  async verify(id: string, securityCode: { readonly encrypted: string; readonly encryptionId: string }): Promise<Result<SavedPayment, SavedPaymentError>> {
    const found = this.find(id);
    if (!found.ok) return found;
    // A clear code is no ciphertext: refused as the sandbox refuses it (decision 0436).
    const decoded = decodeFakeCipher(securityCode.encrypted);
    if (!decoded) return err(domainError('PAYMENT.DECRYPTION_FAILED', 'The encrypted value could not be read'));
    const code = decoded.plain;
    if (!securityCodeFits(code, found.value.card.cardType)) return err(domainError('PAYMENT.CARD_INVALID', 'The security code is not valid', { reason: 'SECURITY_CODE' }));
    const next: SavedPayment = { ...found.value, card: { ...found.value.card, needsVerification: false } };
    this.cards.splice(this.cards.indexOf(found.value), 1, next);
    return ok(next);
  }
}
