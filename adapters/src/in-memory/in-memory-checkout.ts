import {
  calendarMonthOf,
  domainError,
  err,
  isCardExpired,
  isPaymentTypeAllowedForSession,
  money,
  ok,
  sumMoney,
  type Address,
  type CartLine,
  type Checkout,
  type CheckoutCustomer,
  type CheckoutError,
  type CheckoutErrorCode,
  type CheckoutGateway,
  type CheckoutPayment,
  type Clock,
  type DeliveryMethod,
  type Destination,
  type GiftCardBalance,
  type Order,
  type PaymentRequest,
  type Result,
  type SavedAddress,
  type SavedPayment,
  type ShippingAddressChoice,
} from '@vitrine/core';
import { fakeAddressErrors } from './in-memory-address-book.js';
import { fakeCardFacts } from './in-memory-checkout-rules.js';
import type { InMemoryOrders } from './in-memory-orders.js';
import { decodeFakeCipher } from './in-memory-payment-key.js';
import { addBusinessDays, shipmentsOf } from './in-memory-shipments.js';

/** Options of {@link InMemoryCheckout}. */
export interface InMemoryCheckoutOptions {
  /** The cart's lines (a copy is taken; placing an order empties it), or a getter read at every start (the in-memory bindings pass the cart's). */
  readonly lines: readonly CartLine[] | (() => readonly CartLine[]);
  /** The customer, or a getter (the signed-in account). */
  readonly customer: CheckoutCustomer | (() => CheckoutCustomer);
  readonly currency?: string;
  readonly siteId?: string;
  /** The session is a call-centre agent's (only CREDIT_CARD, GIFT_CARD, CC_REP_HOLD; rep hold only here). */
  readonly callCenter?: boolean | (() => boolean);
  /** A guest: every call answers CHECKOUT.SIGN_IN_REQUIRED. A getter is read on every call. */
  readonly guest?: boolean | (() => boolean);
  /** Called after an order is placed (the bindings empty the cart, as the sandbox does). */
  readonly onPlaced?: (order: Order) => void;
  /** The customer's saved addresses, or a getter (the signed-in account's address book). */
  readonly savedAddresses?: readonly SavedAddress[] | (() => readonly SavedAddress[]);
  /** The customer's saved payments, or a getter (the signed-in account's cards). */
  readonly savedPayments?: readonly SavedPayment[] | (() => readonly SavedPayment[]);
  /** A call-centre agent's `start({ customerEmail })` looks the customer up here; null: CHECKOUT.CUSTOMER_NOT_FOUND. Without it the agent checks out as `customer`. */
  readonly customerByEmail?: (email: string) => CheckoutCustomer | null;
  /** Where placed orders go (an InMemoryOrders). */
  readonly orders?: InMemoryOrders;
  /** Accepted encryption ids (an InMemoryPaymentKey's acceptedIds); default: any. */
  readonly acceptedEncryptionIds?: () => readonly string[];
  /** Gift cards: number → balance in minor units (PIN '1234'). Default the sandbox's three test cards. */
  readonly giftCards?: Readonly<Record<string, number>>;
  readonly clock: Clock;
}

type Outcome = 'APPROVE' | 'SCA' | 'DECLINED' | 'INSUFFICIENT_FUNDS';

const read = <T,>(value: T | (() => T)): T => (typeof value === 'function' ? (value as () => T)() : value);


/** The sandbox's domestic methods in minor units of USD (decision 0103); NEXT_DAY does not reach remote regions. */
const METHODS = [
  { id: 'STANDARD', name: 'Standard', price: 795, days: { min: 5, max: 7 } },
  { id: 'EXPRESS', name: 'Express', price: 1795, days: { min: 2, max: 3 } },
  { id: 'NEXT_DAY', name: 'Next day', price: 2995, days: { min: 1, max: 1 } },
] as const;
const REMOTE = new Set(['US:AK', 'US:HI', 'US:PR', 'CA:YT', 'CA:NT', 'CA:NU']);
/** The sandbox's tax rates on the subtotal by destination country (decision 0103). */
const TAX_RATE: Readonly<Record<string, number>> = { US: 0.08, CA: 0.13 };

/**
 * CheckoutGateway in memory with the sandbox's rules (docs/checkout-api.md), over
 * FakeCardEncryptor ciphertexts and the same test cards: 4000 0027 6000 3184 needs SCA,
 * 4000 0000 0000 0002 / …9995 are declined at place order; expired saved cards are refused; rep hold
 * only for a call-centre session; redirect methods and SCA answer ACTION_REQUIRED until
 * `completeAction('approve' | 'decline' | 'cancel')`. Delivery: STANDARD ($7.95, 5-7 business
 * days), EXPRESS ($17.95, 2-3) and NEXT_DAY ($29.95, 1; not to remote regions); tax 8 % (US) or 13 %
 * (CA) of the subtotal once an address is chosen; a placed order gets the sandbox's parcels (one, two
 * from three lines on; UPS then USPS in the US; none for a rep hold). A call-centre start takes the customer by
 * `customerEmail`. Place order is idempotent per key. `failNext(error)` makes the
 * next call throw `error` (a lost connection) before doing anything.
 */
export class InMemoryCheckout implements CheckoutGateway {
  private lines: CartLine[];
  private started = false;
  private shipping: { addressId: string | null; address: Address } | null = null;
  private deliveryId: string | null = null;
  private payment: (CheckoutPayment & { outcome: Outcome | null; giftCardNumber: string | null }) | null = null;
  private readonly placed = new Map<string, Order>();
  private sequence = 1000;
  /** The customer a call-centre agent checks out for (null: `options.customer`). */
  private customer: CheckoutCustomer | null = null;
  private failure: unknown = null;
  readonly calls: string[] = [];

  constructor(private readonly options: InMemoryCheckoutOptions) {
    this.lines = typeof options.lines === 'function' ? [] : [...options.lines];
  }

  /** Makes the next call throw `error` (e.g. an HttpError of kind 'network'). */
  failNext(error: unknown): void {
    this.failure = error;
  }

  private get currency(): string {
    return this.options.currency ?? 'USD';
  }

  private fail(code: CheckoutErrorCode, message: string, details?: Record<string, unknown>): Result<never, CheckoutError> {
    return err(domainError(code, message, details));
  }

  private enter(name: string, needsCheckout = true): Result<true, CheckoutError> {
    this.calls.push(name);
    if (this.failure !== null) {
      const failure = this.failure;
      this.failure = null;
      throw failure;
    }
    if (read(this.options.guest ?? false)) return this.fail('CHECKOUT.SIGN_IN_REQUIRED', 'Checkout needs a signed-in customer', { requiredScope: 'REGISTERED' });
    if (needsCheckout && !this.started) return this.fail('CHECKOUT.NOT_FOUND', 'There is no checkout in progress');
    return ok(true);
  }

  private methods(): DeliveryMethod[] {
    if (!this.shipping) return [];
    const now = this.options.clock.now();
    const remote = REMOTE.has(`${this.shipping.address.country}:${this.shipping.address.region}`);
    return METHODS.filter((m) => !(m.id === 'NEXT_DAY' && remote)).map((m) => ({
      id: m.id,
      name: m.name,
      price: money(m.price, this.currency),
      businessDays: { ...m.days },
      estimatedDelivery: { from: addBusinessDays(now, m.days.min), to: addBusinessDays(now, m.days.max) },
    }));
  }

  private savedAddresses(): readonly SavedAddress[] {
    return read(this.options.savedAddresses ?? []);
  }

  private savedPayments(): readonly SavedPayment[] {
    return read(this.options.savedPayments ?? []);
  }

  private view(): Checkout {
    const methods = this.methods();
    const method = methods.find((m) => m.id === this.deliveryId) ?? null;
    const subtotal = sumMoney(this.lines.map((l) => l.lineTotal), this.currency);
    const shipping = method ? method.price : money(0, this.currency);
    const tax = money(this.shipping ? Math.round(subtotal.amount * (TAX_RATE[this.shipping.address.country] ?? 0)) : 0, this.currency);
    const total = money(subtotal.amount + shipping.amount + tax.amount, this.currency);
    const payment = this.payment ? (({ outcome: _o, giftCardNumber: _g, ...rest }) => ({ ...rest, giftCard: rest.giftCard ? { ...rest.giftCard, amountApplied: total } : null }))(this.payment) : null;
    return {
      checkoutId: 'chk-in-memory',
      siteId: this.options.siteId ?? 'an-us',
      currency: this.currency,
      callCenter: read(this.options.callCenter ?? false),
      customer: this.customer ?? read(this.options.customer),
      lines: [...this.lines],
      savedAddresses: this.savedAddresses().filter((a) => a.visible),
      savedPayments: this.savedPayments().filter((p) => p.visible),
      shippingAddress: this.shipping,
      deliveryMethods: methods,
      deliveryMethod: method,
      payment,
      totals: { subtotal, shipping, tax, total },
      missing: [...(this.shipping ? [] : ['shippingAddress' as const]), ...(method ? [] : ['deliveryMethod' as const]), ...(this.payment ? [] : ['payment' as const])],
      updatedAt: this.options.clock.now(),
    };
  }

  async start(options: { readonly customerEmail?: string } = {}): Promise<Result<Checkout, CheckoutError>> {
    const entered = this.enter('start', false);
    if (!entered.ok) return entered;
    this.customer = null;
    if (read(this.options.callCenter ?? false) && this.options.customerByEmail) {
      const email = options.customerEmail?.trim() ?? '';
      const customer = email === '' ? null : this.options.customerByEmail(email);
      if (!customer) return this.fail('CHECKOUT.CUSTOMER_NOT_FOUND', `No customer ${email}`);
      this.customer = customer;
    }
    if (typeof this.options.lines === 'function') this.lines = [...this.options.lines()];
    if (this.lines.length === 0) return this.fail('CHECKOUT.CART_EMPTY', 'The cart is empty');
    this.started = true;
    return ok(this.view());
  }

  async getCurrent(): Promise<Result<Checkout, CheckoutError>> {
    const entered = this.enter('getCurrent');
    return entered.ok ? ok(this.view()) : entered;
  }

  async setShippingAddress(choice: ShippingAddressChoice): Promise<Result<Checkout, CheckoutError>> {
    const entered = this.enter('setShippingAddress');
    if (!entered.ok) return entered;
    if (choice.kind === 'collection-point') return this.fail('CHECKOUT.COLLECTION_POINT_INVALID', 'This pickup location is not available');
    if (choice.kind === 'saved') {
      const saved = this.savedAddresses().find((a) => a.id === choice.addressId);
      if (!saved) return this.fail('CHECKOUT.ADDRESS_NOT_FOUND', `No address ${choice.addressId}`);
      this.shipping = { addressId: saved.id, address: saved.address };
    } else {
      const fields = fakeAddressErrors(choice.address);
      if (Object.keys(fields).length > 0) return this.fail('CHECKOUT.ADDRESS_INVALID', 'The address is not valid', { fields });
      this.shipping = { addressId: null, address: { ...choice.address, phoneNumber: choice.address.phoneNumber.replace(/\D/g, '') } };
    }
    return ok(this.view());
  }

  async setDeliveryMethod(deliveryMethodId: string): Promise<Result<Checkout, CheckoutError>> {
    const entered = this.enter('setDeliveryMethod');
    if (!entered.ok) return entered;
    if (!this.shipping) return this.fail('CHECKOUT.SHIPPING_ADDRESS_REQUIRED', 'Choose a shipping address first');
    if (!this.methods().some((m) => m.id === deliveryMethodId)) return this.fail('CHECKOUT.DELIVERY_METHOD_INVALID', `Delivery method ${deliveryMethodId} is not offered`);
    this.deliveryId = deliveryMethodId;
    return ok(this.view());
  }

  private decrypt(cipher: string, encryptionId: string): Result<string, CheckoutError> {
    const accepted = this.options.acceptedEncryptionIds?.();
    if (accepted && !accepted.includes(encryptionId)) return this.fail('CHECKOUT.ENCRYPTION_KEY_EXPIRED', 'The encryption key has expired: fetch the key again');
    const decoded = decodeFakeCipher(cipher);
    return decoded ? ok(decoded.plain) : this.fail('CHECKOUT.DECRYPTION_FAILED', 'The encrypted value could not be read');
  }

  private today() {
    return calendarMonthOf(new Date(this.options.clock.now()));
  }

  async setPayment(request: PaymentRequest): Promise<Result<Checkout, CheckoutError>> {
    const entered = this.enter('setPayment');
    if (!entered.ok) return entered;
    const type = request.kind === 'saved-card' || request.kind === 'new-card' ? 'CREDIT_CARD' : request.kind === 'gift-card' ? 'GIFT_CARD' : request.kind === 'rep-hold' ? 'CC_REP_HOLD' : request.paymentType;
    if (!isPaymentTypeAllowedForSession(type, read(this.options.callCenter ?? false))) return this.fail('CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED', `${type} cannot be used in this session`, { paymentType: type, reason: 'SESSION' });
    const base = { paymentType: type, action: null, card: null, giftCard: null, billingAddress: this.shipping?.address ?? null, outcome: null, giftCardNumber: null } as const;
    const withAction = (outcome: Outcome | null, kind: 'REDIRECT' | 'SCA' | null) =>
      kind ? { status: 'ACTION_REQUIRED' as const, action: { type: kind, url: `about:blank#in-memory-${kind.toLowerCase()}` } } : { status: 'READY' as const, action: null };
    switch (request.kind) {
      case 'saved-card': {
        const saved = this.savedPayments().find((p) => p.id === request.savedPaymentId);
        if (!saved) return this.fail('CHECKOUT.PAYMENT_NOT_FOUND', `No saved payment ${request.savedPaymentId}`);
        if (isCardExpired({ month: saved.card.expirationMonth, year: saved.card.expirationYear }, this.today())) return this.fail('CHECKOUT.CARD_EXPIRED', 'The card has expired');
        if (saved.card.needsVerification && !request.securityCode) return this.fail('CHECKOUT.SECURITY_CODE_REQUIRED', 'Enter the security code to use this card');
        const card = { cardType: saved.card.cardType, lastFourDigits: saved.card.lastFourDigits, expirationMonth: saved.card.expirationMonth, expirationYear: saved.card.expirationYear, nameOnCard: saved.card.nameOnCard, savedPaymentId: saved.id };
        this.payment = { ...base, paymentGateway: 'PXP', card, outcome: 'APPROVE', ...withAction('APPROVE', null) };
        break;
      }
      case 'new-card': {
        const number = this.decrypt(request.card.encryptedCardNumber, request.card.encryptionId);
        if (!number.ok) return number;
        const facts = fakeCardFacts(number.value);
        if (!facts.ok) return this.fail('CHECKOUT.CARD_INVALID', facts.error, { reason: facts.reason });
        if (isCardExpired({ month: request.expirationMonth, year: request.expirationYear }, this.today())) return this.fail('CHECKOUT.CARD_EXPIRED', 'The card has expired');
        const card = { cardType: facts.cardType, lastFourDigits: facts.lastFour, expirationMonth: request.expirationMonth, expirationYear: request.expirationYear, nameOnCard: request.nameOnCard, savedPaymentId: null };
        this.payment = { ...base, paymentGateway: 'PXP', card, outcome: facts.outcome, ...withAction(facts.outcome, facts.outcome === 'SCA' ? 'SCA' : null) };
        break;
      }
      case 'gift-card': {
        const cards = this.options.giftCards ?? { '6006491000000001': 50_000, '6006491000000002': 1_000, '6006491000000003': 0 };
        const digits = request.cardNumber.replace(/[\s-]/g, '');
        const balance = cards[digits];
        if (balance === undefined || request.pin !== '1234') return this.fail('CHECKOUT.GIFT_CARD_NOT_FOUND', 'We could not find a gift card with that number and PIN');
        if (balance < this.view().totals.total.amount) return this.fail('CHECKOUT.GIFT_CARD_INSUFFICIENT_BALANCE', 'The gift card balance does not cover the order', { balance: balance / 100 });
        this.payment = { ...base, paymentGateway: 'ACI', giftCard: { maskedNumber: `•••• ${digits.slice(-4)}`, amountApplied: money(0, this.currency) }, giftCardNumber: digits, ...withAction(null, null) };
        break;
      }
      case 'redirect':
        this.payment = { ...base, paymentGateway: request.paymentType === 'PAYPAL' ? 'ACI' : 'STRIPE', ...withAction(null, 'REDIRECT') };
        break;
      case 'rep-hold':
        this.payment = { ...base, paymentGateway: null, ...withAction(null, null) };
        break;
    }
    return ok(this.view());
  }

  /** The browser comes back from the redirect/SCA page: approve authorizes the payment; decline and cancel remove it. Returns the query the page would add. */
  completeAction(outcome: 'approve' | 'decline' | 'cancel'): Record<string, string> {
    const kind = this.payment?.action?.type;
    if (!this.payment || !kind) return {};
    if (outcome === 'approve') {
      this.payment = { ...this.payment, status: 'AUTHORIZED', action: null };
      return kind === 'SCA' ? { scaCompleted: '1' } : { apmCompleted: '1' };
    }
    this.payment = null;
    return { paymentError: outcome === 'cancel' ? 'PAYMENT_CANCELLED' : kind === 'SCA' ? 'SCA_FAILED' : 'PAYMENT_DECLINED' };
  }

  async placeOrder(idempotencyKey: string): Promise<Result<Order, CheckoutError>> {
    this.calls.push('placeOrder');
    const previous = this.placed.get(idempotencyKey);
    if (previous) return ok(previous);
    this.calls.pop();
    const entered = this.enter('placeOrder');
    if (!entered.ok) return entered;
    const view = this.view();
    if (view.lines.length === 0) return this.fail('CHECKOUT.CART_EMPTY', 'The cart is empty');
    if (view.missing.length > 0) return this.fail('CHECKOUT.INCOMPLETE', `The checkout still needs: ${view.missing.join(', ')}`, { missing: view.missing });
    const payment = this.payment!;
    if (payment.status === 'ACTION_REQUIRED') return this.fail('CHECKOUT.PAYMENT_ACTION_REQUIRED', 'The payment needs the shopper to finish it first', { action: payment.action });
    if (payment.outcome === 'DECLINED' || payment.outcome === 'INSUFFICIENT_FUNDS') return this.fail('CHECKOUT.PAYMENT_DECLINED', 'The payment was declined', { reason: payment.outcome });
    const now = this.options.clock.now();
    const draft: Order = {
      orderNumber: `VT-${new Date(now).getUTCFullYear()}-${String(this.sequence++).padStart(6, '0')}`,
      status: payment.paymentType === 'CC_REP_HOLD' ? 'ON_HOLD' : 'PLACED',
      placedAt: now,
      siteId: view.siteId,
      currency: view.currency,
      customer: { profileId: view.customer.profileId, name: view.customer.name },
      placedBy: view.callCenter ? 'CALL_CENTER' : 'CUSTOMER',
      lines: view.lines.map((l, i) => ({ lineId: `line-${i + 1}`, productId: l.productId, productSlug: l.productSlug, skuId: l.skuId, displayName: l.displayName, colorName: l.colorName, sizeName: l.sizeName, fitName: l.fitName, quantity: l.quantity, unitPrice: l.salePrice, lineTotal: l.lineTotal, image: l.image, ...(l.giftCard ? { giftCard: l.giftCard } : {}) })),
      shippingAddress: view.shippingAddress!.address,
      billingAddress: payment.billingAddress,
      deliveryMethod: view.deliveryMethod!,
      payment: {
        paymentType: payment.paymentType,
        paymentGateway: payment.paymentGateway,
        cardType: payment.card?.cardType ?? null,
        lastFourDigits: payment.card?.lastFourDigits ?? null,
        expirationMonth: payment.card?.expirationMonth ?? null,
        expirationYear: payment.card?.expirationYear ?? null,
        giftCardMaskedNumber: payment.giftCard?.maskedNumber ?? null,
      },
      totals: view.totals,
      shipments: [],
    };
    // A rep hold ships nothing until the call centre releases it (the sandbox plans no parcel for it).
    const order: Order = { ...draft, shipments: draft.status === 'ON_HOLD' ? [] : shipmentsOf(draft.orderNumber, draft.shippingAddress.country, draft.lines, addBusinessDays(now, draft.deliveryMethod.businessDays.max)) };
    this.placed.set(idempotencyKey, order);
    this.options.orders?.add(order);
    this.options.onPlaced?.(order);
    this.lines = [];
    this.started = false;
    this.shipping = null;
    this.deliveryId = null;
    this.payment = null;
    return ok(order);
  }

  async getPlacedOrder(orderNumber: string): Promise<Result<Order, CheckoutError>> {
    this.calls.push('getPlacedOrder');
    const order = [...this.placed.values()].find((o) => o.orderNumber === orderNumber);
    return order ? ok(order) : this.fail('CHECKOUT.ORDER_NOT_FOUND', `No order ${orderNumber}`);
  }

  async previewDeliveryMethods(destination: Destination): Promise<Result<readonly DeliveryMethod[], CheckoutError>> {
    this.calls.push('previewDeliveryMethods');
    if (destination.country === '') return this.fail('CHECKOUT.ADDRESS_INVALID', 'The address is not valid', { fields: { country: 'REQUIRED' } });
    const saved = this.shipping;
    this.shipping = saved ?? { addressId: null, address: { address1: '', address2: '', city: '', country: destination.country, name: { first: '', last: '' }, phoneNumber: '', postalCode: destination.postalCode, region: destination.region ?? '' } };
    const methods = this.methods();
    this.shipping = saved;
    return ok(methods);
  }

  async checkGiftCardBalance(cardNumber: string, pin: string): Promise<Result<GiftCardBalance, CheckoutError>> {
    this.calls.push('checkGiftCardBalance');
    const cards = this.options.giftCards ?? { '6006491000000001': 50_000, '6006491000000002': 1_000, '6006491000000003': 0 };
    const digits = cardNumber.replace(/[\s-]/g, '');
    const balance = cards[digits];
    if (balance === undefined || pin !== '1234') return this.fail('CHECKOUT.GIFT_CARD_NOT_FOUND', 'We could not find a gift card with that number and PIN');
    return ok({ maskedNumber: `•••• ${digits.slice(-4)}`, balance: money(balance, this.currency) });
  }
}

