import { err, ok, type DeliveryPass, type DeliveryPassError, type DeliveryPassGateway, type Result, type SiteContext } from '@vitrine/core';
import type { DeliveryPassDto, DeliveryPassEnrollmentRequestDto, DeliveryPassResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { areaFailure } from './membership-failures.js';

const KNOWN = ['ALREADY_MEMBER'];

/** DeliveryPassDto → core's DeliveryPass (the same fields, copied). */
export function normalizeDeliveryPass(dto: DeliveryPassDto): DeliveryPass {
  return { passId: dto.passId, status: dto.status, billingCountry: dto.billingCountry, startDate: dto.startDate, renewalDate: dto.renewalDate, annualFee: { amount: dto.annualFee.amount, currency: dto.annualFee.currency }, benefits: [...dto.benefits] };
}

/**
 * DeliveryPassGateway over HTTP (shell-and-account.md §2 delivery-pass routes, §6; decision 0261):
 * GET /profile/v0/{siteId}/me/delivery-pass ({deliveryPass} or null) and POST …/delivery-pass/enrollments
 * {billingCountry, acceptTerms: true}. 400 INVALID_REQUEST → DELIVERY_PASS.INVALID_REQUEST
 * (details.fields), 409 DELIVERY_PASS_ALREADY_MEMBER → DELIVERY_PASS.ALREADY_MEMBER, 403
 * SCOPE_REQUIRED → DELIVERY_PASS.SIGN_IN_REQUIRED, 5xx and network failures → DELIVERY_PASS.UNAVAILABLE.
 */
export class KyDeliveryPassGateway implements DeliveryPassGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix = ''): string {
    return `/profile/v0/${encodeURIComponent(this.site.siteId)}/me/delivery-pass${suffix}`;
  }

  async get(): Promise<Result<DeliveryPass | null, DeliveryPassError>> {
    try {
      const dto = await this.http.get<DeliveryPassResponseDto>(this.path());
      return ok(dto.deliveryPass ? normalizeDeliveryPass(dto.deliveryPass) : null);
    } catch (error) {
      return err(areaFailure('DELIVERY_PASS', KNOWN, error));
    }
  }

  async enroll(billingCountry: string): Promise<Result<DeliveryPass, DeliveryPassError>> {
    const json: DeliveryPassEnrollmentRequestDto = { billingCountry, acceptTerms: true };
    try {
      return ok(normalizeDeliveryPass(await this.http.post<DeliveryPassDto>(this.path('/enrollments'), { json })));
    } catch (error) {
      return err(areaFailure('DELIVERY_PASS', KNOWN, error));
    }
  }
}
