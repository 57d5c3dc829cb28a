import { domainError } from '../../shared/domain-error.js';
import { err, type Result } from '../../shared/result.js';
import type { CardEncryptor } from '../ports/card-encryptor.port.js';
import type { CheckoutGateway } from '../ports/checkout-gateway.port.js';
import type { PaymentKeyGateway } from '../ports/payment-key-gateway.port.js';
import type { Address } from './address.js';
import type { Checkout } from './checkout.js';
import type { CheckoutError } from './checkout.errors.js';

/** What the card form holds (in clear, in the browser only). */
export interface NewCardForm {
  /** As typed; spaces and dashes allowed. */
  readonly cardNumber: string;
  readonly securityCode: string;
  /** 1..12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
  readonly nameOnCard: string;
  readonly billingAddress?: { readonly addressId: string } | { readonly address: Address };
  readonly saveCard?: boolean;
  /** Where 3-D Secure comes back to (absolute URL of the payment step). */
  readonly returnUrl?: string;
}

/**
 * Pays with a new card (shell-and-account.md §7 "The card number is encrypted client-side with RSA
 * using the fetched key, and the gateway becomes PXP"): fetches the PXP key, encrypts number and
 * security code, and sets the payment. When the server answers ENCRYPTION_KEY_EXPIRED (the key
 * rotated), it fetches a fresh key and tries once more. Encryption failures come back as
 * CHECKOUT.CARD_INVALID (details.reason 'ENCRYPTION', details.code the encryptor's code); the
 * checkout's own errors as they are. Throws what the ports throw (transport faults).
 */
export async function payWithNewCard(
  ports: { readonly checkout: CheckoutGateway; readonly keys: PaymentKeyGateway; readonly encryptor: CardEncryptor },
  form: NewCardForm,
): Promise<Result<Checkout, CheckoutError>> {
  const attempt = async (fresh: boolean): Promise<Result<Checkout, CheckoutError>> => {
    const key = await ports.keys.getKey({ fresh });
    const encrypted = await ports.encryptor.encryptCard({ cardNumber: form.cardNumber, securityCode: form.securityCode }, key);
    if (!encrypted.ok) return err(domainError('CHECKOUT.CARD_INVALID', encrypted.error.message, { reason: 'ENCRYPTION', code: encrypted.error.code }));
    return ports.checkout.setPayment({
      kind: 'new-card',
      card: encrypted.value,
      expirationMonth: form.expirationMonth,
      expirationYear: form.expirationYear,
      nameOnCard: form.nameOnCard,
      ...(form.billingAddress ? { billingAddress: form.billingAddress } : {}),
      ...(form.saveCard !== undefined ? { saveCard: form.saveCard } : {}),
      ...(form.returnUrl ? { returnUrl: form.returnUrl } : {}),
    });
  };
  const first = await attempt(false);
  return !first.ok && first.error.code === 'CHECKOUT.ENCRYPTION_KEY_EXPIRED' ? attempt(true) : first;
}
