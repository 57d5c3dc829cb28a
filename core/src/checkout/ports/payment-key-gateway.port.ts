import { token } from '../../shared/token.js';
import type { PaymentEncryptionKey } from '../domain/payment-key.js';

/**
 * Port: the PXP public key for client-side card encryption (shell-and-account.md §7 GET
 * /catalog/v0/{siteId}/configuration/pxp-public-key → publicEncryptionKey.pem, encryptionId;
 * decision 0106). Implemented by KyPaymentKeyGateway and InMemoryPaymentKey.
 */
export interface PaymentKeyGateway {
  /**
   * The current key. `fresh: true` skips any cached key (after ENCRYPTION_KEY_EXPIRED). Resolves
   * with `{ pem, encryptionId, expiresAt }`; throws on transport faults and on an answer without a
   * PEM or id (nothing a shopper can fix).
   */
  getKey(options?: { readonly fresh?: boolean }): Promise<PaymentEncryptionKey>;
}
export const PaymentKeyGateway = token<PaymentKeyGateway>('PaymentKeyGateway');
