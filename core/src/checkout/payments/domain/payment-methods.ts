/**
 * Payment-method eligibility (shell-and-account.md §3 "Payment method config", §4 "Payment
 * gateways", §5, §9 payment types; decision 0024).
 */

/** Payment types of shell-and-account.md §9, verbatim. */
export const PAYMENT_TYPES = [
  'KLARNA',
  'CREDIT_CARD',
  'LINK',
  'APPLE_PAY',
  'AFTERPAY',
  'CLEARPAY',
  'GIFT_CARD',
  'PAYPAL',
  'CC_REP_HOLD',
  'SOFORT',
  'ALIPAY',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Local payment types of shell-and-account.md §9, verbatim. */
export const LOCAL_PAYMENT_TYPES = ['BANCONTACT', 'GIROPAY', 'IDEAL', 'KLARNA', 'TRUSTLY'] as const;
export type LocalPaymentType = (typeof LOCAL_PAYMENT_TYPES)[number];

/** Payment gateways (shell-and-account.md §4). A card encrypted client-side goes through PXP. */
export const PAYMENT_GATEWAYS = ['ACI', 'STRIPE', 'PXP'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** The payment types a call-centre session may use (shell-and-account.md §5). */
export const CALL_CENTER_PAYMENT_TYPES: readonly string[] = ['CREDIT_CARD', 'GIFT_CARD', 'CC_REP_HOLD'];

/** A payment method's configuration (shell-and-account.md §3). */
export interface PaymentMethodConfig {
  /** A payment type ('CREDIT_CARD') or local payment type ('IDEAL'). */
  readonly methodType: string;
  readonly active: boolean;
  /** ISO 4217 codes the method can charge. */
  readonly transactionalCurrencies: readonly string[];
  /** Languages ('fr' or 'fr-CA') the method is not offered in. */
  readonly excludedLanguages: readonly string[];
  readonly paymentGateway: string | null;
}

/** Where the shopper is paying. */
export interface PaymentContext {
  /** ISO 4217 code of the current currency. */
  readonly currency: string;
  /** Current language: 'fr' or a locale 'fr-CA'. */
  readonly language: string;
  /** The session has the CALL_CENTER token scope. */
  readonly callCenter: boolean;
  /** Apple Pay capability of the browser; null when ApplePaySession does not exist. */
  readonly applePay?: ApplePayCapability | null;
}

/** What the browser adapter reports about Apple Pay. */
export interface ApplePayCapability {
  /** ApplePaySession.supportsVersion(3). */
  readonly supportsVersion3: boolean;
  /** ApplePaySession.canMakePayments(). */
  readonly canMakePayments: boolean;
}

/** True for one of {@link PAYMENT_TYPES}. */
export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** True for one of {@link LOCAL_PAYMENT_TYPES}. */
export function isLocalPaymentType(value: string): value is LocalPaymentType {
  return (LOCAL_PAYMENT_TYPES as readonly string[]).includes(value);
}

/** The gateway named by a config value (case-insensitive); null when it is none of ACI, STRIPE, PXP. */
export function parsePaymentGateway(value: string | null | undefined): PaymentGateway | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (PAYMENT_GATEWAYS as readonly string[]).includes(upper) ? (upper as PaymentGateway) : null;
}

const languageMatches = (excluded: string, language: string): boolean => {
  const a = excluded.trim().toLowerCase();
  const b = language.trim().toLowerCase();
  return a === b || a === b.split('-')[0] || b === a.split('-')[0];
};

/**
 * A payment method is usable only if active, its transactionalCurrencies include the current
 * currency (case-insensitive) and its excludedLanguages do not include the current language
 * (shell-and-account.md §5). 'fr' in excludedLanguages excludes 'fr-CA' and 'fr-FR', and 'fr-CA'
 * excludes the language 'fr' (decision 0024).
 */
export function isPaymentMethodUsable(config: PaymentMethodConfig, context: Pick<PaymentContext, 'currency' | 'language'>): boolean {
  const currency = context.currency.toUpperCase();
  return (
    config.active &&
    config.transactionalCurrencies.some((c) => c.toUpperCase() === currency) &&
    !config.excludedLanguages.some((l) => languageMatches(l, context.language))
  );
}

/**
 * Call-centre sessions allow only credit card, gift card and rep hold; rep hold (CC_REP_HOLD) is
 * disallowed otherwise (shell-and-account.md §5).
 */
export function isPaymentTypeAllowedForSession(methodType: string, callCenter: boolean): boolean {
  return callCenter ? CALL_CENTER_PAYMENT_TYPES.includes(methodType) : methodType !== 'CC_REP_HOLD';
}

/** Apple Pay requires session version 3 and the ability to make payments (shell-and-account.md §4). */
export function isApplePayAvailable(capability: ApplePayCapability | null | undefined): boolean {
  return Boolean(capability?.supportsVersion3 && capability.canMakePayments);
}

/**
 * The payment methods to offer, in configuration order: usable by config, allowed for the session
 * kind, and for APPLE_PAY only when {@link isApplePayAvailable}. Never fails.
 */
export function eligiblePaymentMethods<C extends PaymentMethodConfig>(configs: readonly C[], context: PaymentContext): C[] {
  return configs.filter(
    (c) =>
      isPaymentMethodUsable(c, context) &&
      isPaymentTypeAllowedForSession(c.methodType, context.callCenter) &&
      (c.methodType !== 'APPLE_PAY' || isApplePayAvailable(context.applePay)),
  );
}

/**
 * The gateway a card payment goes through: PXP once the card number was encrypted client-side
 * with the PXP key (shell-and-account.md §7), else the method's configured gateway (null when
 * unknown).
 */
export function cardPaymentGateway(config: Pick<PaymentMethodConfig, 'paymentGateway'>, encryptedClientSide: boolean): PaymentGateway | null {
  return encryptedClientSide ? 'PXP' : parsePaymentGateway(config.paymentGateway);
}
