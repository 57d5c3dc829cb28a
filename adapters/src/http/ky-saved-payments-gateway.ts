import { err, ok, type NewSavedCard, type Result, type SavedCardUpdate, type SavedPayment, type SavedPaymentError, type SavedPaymentsGateway, type SiteContext } from '@vitrine/core';
import { savedPaymentFailure } from './checkout-failures.js';
import type { HttpClient } from './client.js';
import type { CreatePaymentRequestDto, PaymentDto, PaymentsResponseDto, UpdatePaymentRequestDto } from '@vitrine/contract';
import { addressDto, normalizeSavedPayment } from './normalizers/checkout.normalizer.js';

/**
 * SavedPaymentsGateway over HTTP: /profile/v0/{siteId}/me/payments (shell-and-account.md §3
 * "Payment", §7: GET includeHidden, POST paymentType CREDIT_CARD + visible, PUT, DELETE, POST
 * verification). Card numbers arrive already encrypted (a card frame's sealed card, decision 0435;
 * its encrypted security code travels as `creditCard.securityCode`). Coded SavedPaymentErrors;
 * faults throw HttpError.
 */
export class KySavedPaymentsGateway implements SavedPaymentsGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix = ''): string {
    return `/profile/v0/${encodeURIComponent(this.site.siteId)}/me/payments${suffix}`;
  }

  private async call<T>(request: () => Promise<T>): Promise<Result<T, SavedPaymentError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(savedPaymentFailure(error));
    }
  }

  list(options: { readonly includeHidden?: boolean } = {}): Promise<Result<readonly SavedPayment[], SavedPaymentError>> {
    const searchParams = options.includeHidden ? { includeHidden: true } : {};
    return this.call(async () => (await this.http.get<PaymentsResponseDto>(this.path(), { searchParams })).payments.map(normalizeSavedPayment));
  }

  addCard(card: NewSavedCard): Promise<Result<SavedPayment, SavedPaymentError>> {
    const json: CreatePaymentRequestDto = {
      paymentType: 'CREDIT_CARD',
      visible: card.visible,
      creditCard: {
        encryptedCardNumber: card.encryptedCardNumber,
        encryptionId: card.encryptionId,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        nameOnCard: card.nameOnCard,
        ...(card.encryptedSecurityCode ? { securityCode: card.encryptedSecurityCode } : {}),
      },
      ...('addressId' in card.billing ? { addressId: card.billing.addressId } : { address: addressDto(card.billing.address) }),
    };
    return this.call(async () => normalizeSavedPayment(await this.http.post<PaymentDto>(this.path(), { json })));
  }

  update(id: string, update: SavedCardUpdate): Promise<Result<SavedPayment, SavedPaymentError>> {
    const { billing, ...rest } = update;
    const json: UpdatePaymentRequestDto = { ...rest, ...(billing ? ('addressId' in billing ? { addressId: billing.addressId } : { address: addressDto(billing.address) }) : {}) };
    return this.call(async () => normalizeSavedPayment(await this.http.put<PaymentDto>(this.path(`/${encodeURIComponent(id)}`), { json })));
  }

  remove(id: string): Promise<Result<void, SavedPaymentError>> {
    return this.call(async () => void (await this.http.delete<unknown>(this.path(`/${encodeURIComponent(id)}`))));
  }

  verify(id: string, securityCode: { readonly encrypted: string; readonly encryptionId: string }): Promise<Result<SavedPayment, SavedPaymentError>> {
    const json = { securityCode: securityCode.encrypted, encryptionId: securityCode.encryptionId };
    return this.call(async () => normalizeSavedPayment(await this.http.post<PaymentDto>(this.path(`/${encodeURIComponent(id)}/verification`), { json })));
  }
}
