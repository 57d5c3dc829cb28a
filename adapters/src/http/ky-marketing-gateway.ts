import { domainError, err, ok, type CatalogRequestForm, type ContactUsForm, type ContactUsSubject, type DomainError, type GenericEmailForm, type MarketingGateway, type MarketingSubscription, type MarketingSubscriptionReceipt, type Result, type SiteContext, type SmsSubscriptionFields } from '@vitrine/core';
import type { ContactUsConfigDto, MarketingSubscriptionDto, SubmissionReceiptDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';

/**
 * Any failure of an HttpClient call as a DomainError with the API's code and message and its
 * details (`fields`), the status in `details.status`; network failures keep the client's code
 * (NETWORK_ERROR, TIMEOUT, ...). Errors that are not HttpErrors (bugs) are rethrown.
 */
export function httpFailure(error: unknown): DomainError {
  if (!isHttpError(error)) throw error;
  return domainError(error.code, error.message, { ...error.details, status: error.status });
}

/** Runs a call and wraps its answer or failure in a Result. */
export async function resultOf<T>(request: () => Promise<T>): Promise<Result<T, DomainError>> {
  try {
    return ok(await request());
  } catch (error) {
    return err(httpFailure(error));
  }
}

/**
 * MarketingGateway over HTTP (shell-and-account.md §5, §7; shopping.md §5; decisions 0201, 0203):
 * POST /profile/v0/{siteId}[/me]/marketing-subscriptions, /profile/v0/{siteId}/contact-us,
 * /profile/v0/{siteId}/catalog-requests, POST /slipstream/api/email/v0 (emailtype MANUAL_EMAIL,
 * brand, optional campaignId, a document with service = eid and the request), GET /content/v0/{siteId}/entries?contentType=contactUsConfig.
 */
export class KyMarketingGateway implements MarketingGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string): string {
    return `/profile/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  subscribe(subscription: MarketingSubscription & Partial<SmsSubscriptionFields>, options: { readonly signedIn: boolean }): Promise<Result<MarketingSubscriptionReceipt, DomainError>> {
    return resultOf(() => this.http.post<MarketingSubscriptionDto>(this.path(options.signedIn ? '/me/marketing-subscriptions' : '/marketing-subscriptions'), { json: subscription }));
  }

  sendContactUs(form: ContactUsForm): Promise<Result<string, DomainError>> {
    return resultOf(async () => (await this.http.post<SubmissionReceiptDto>(this.path('/contact-us'), { json: form })).referenceId);
  }

  requestCatalog(form: CatalogRequestForm): Promise<Result<string, DomainError>> {
    return resultOf(async () => (await this.http.post<SubmissionReceiptDto>(this.path('/catalog-requests'), { json: form })).referenceId);
  }

  sendEmailForm(form: GenericEmailForm): Promise<Result<string, DomainError>> {
    return resultOf(async () => (await this.http.post<SubmissionReceiptDto>('/slipstream/api/email/v0', {
        json: {
          emailtype: 'MANUAL_EMAIL',
          brand: form.config.brandCode,
          ...(form.config.campaignId ? { campaignId: form.config.campaignId } : {}),
          document: { service: form.config.eid, request: { siteId: this.site.siteId, sendToEmail: form.config.sendToEmail, body: form.body } },
        },
      })).referenceId);
  }

  getContactUsSubjects(): Promise<Result<readonly ContactUsSubject[], DomainError>> {
    return resultOf(async () => (await this.http.get<ContactUsConfigDto>(`/content/v0/${encodeURIComponent(this.site.siteId)}/entries`, { searchParams: { contentType: 'contactUsConfig' } })).subjects);
  }
}
