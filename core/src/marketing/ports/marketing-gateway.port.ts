import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { CatalogRequestForm, ContactUsForm, GenericEmailForm, MarketingSubscription } from '../../validation/domain/forms.js';

/**
 * Errors of the marketing calls: the server's code ('INVALID_PARAMETERS', 'INVALID_REQUEST',
 * 'REGION_INVALID_FOR_POSTAL_CODE', 'POSTAL_CODE_INVALID_FOR_REGION', 'NETWORK_ERROR', ...), its
 * message, and `details.fields` naming the fields at fault when the server names them.
 */
export type MarketingError = DomainError;

/** A contact-us subject of the contact-us config (content entries; shell-and-account.md §7). */
export interface ContactUsSubject {
  readonly code: string;
  /** Label in the request's language. */
  readonly label: string;
}

/** An accepted marketing subscription: its id, 'EMAIL' or 'SMS', and the contact it was kept for. */
export interface MarketingSubscriptionReceipt {
  readonly subscriptionId: string;
  readonly channel: 'EMAIL' | 'SMS';
  readonly contact: string;
}

/** An SMS sign-up's extra fields (shell-and-account.md §7): digits only, the source and the dialing country. */
export interface SmsSubscriptionFields {
  readonly mobilePhoneNumber: string;
  readonly smsSignUpSourceId: string;
  /** ISO 3166-1 alpha-2 ('US'). */
  readonly dialingCodeCountryCode: string;
}

/**
 * The marketing sign-up and contact calls (shell-and-account.md §5, §7; shopping.md §5; decisions
 * 0201, 0203). Every method resolves with a Result, never throws for an API failure.
 */
export interface MarketingGateway {
  /**
   * POST /profile/v0/{siteId}/marketing-subscriptions, or …/me/marketing-subscriptions when
   * `signedIn` (the profile's e-mail fills a missing address). Errors: INVALID_PARAMETERS 'Invalid
   * parameters supplied to submitMarketingSubscription' (fields), INVALID_REQUEST (fields).
   */
  subscribe(subscription: MarketingSubscription & Partial<SmsSubscriptionFields>, options: { readonly signedIn: boolean }): Promise<Result<MarketingSubscriptionReceipt, MarketingError>>;
  /** POST /profile/v0/{siteId}/contact-us; resolves with the reference the message was kept under. Errors: INVALID_REQUEST (fields). */
  sendContactUs(form: ContactUsForm): Promise<Result<string, MarketingError>>;
  /**
   * POST /profile/v0/{siteId}/catalog-requests; resolves with the reference. Errors:
   * REGION_INVALID_FOR_POSTAL_CODE (field region), POSTAL_CODE_INVALID_FOR_REGION (field
   * postalCode), INVALID_REQUEST (fields).
   */
  requestCatalog(form: CatalogRequestForm): Promise<Result<string, MarketingError>>;
  /** POST /slipstream/api/email/v0 with emailtype MANUAL_EMAIL (shopping.md §5); resolves with the reference. */
  sendEmailForm(form: GenericEmailForm): Promise<Result<string, MarketingError>>;
  /** The contact-us config's subjects (GET /content/v0/{siteId}/entries?contentType=contactUsConfig). */
  getContactUsSubjects(): Promise<Result<readonly ContactUsSubject[], MarketingError>>;
}
export const MarketingGateway = token<MarketingGateway>('MarketingGateway');
