import {
  domainError,
  err,
  MARKETING_SUBSCRIPTION_ERROR,
  ok,
  postalRegionsOf,
  regionsOfPostalCode,
  type CatalogRequestForm,
  type ContactUsForm,
  type ContactUsSubject,
  type DomainError,
  type GenericEmailForm,
  type MarketingGateway,
  type MarketingSubscription,
  type MarketingSubscriptionReceipt,
  type Result,
  type SmsSubscriptionFields,
} from '@vitrine/core';

/** What the fake kept: one entry per accepted call, as the sandbox's marketing_submission. */
export interface InMemorySubmission {
  readonly kind: 'marketing-subscription' | 'contact-us' | 'catalog-request' | 'email-form';
  readonly body: unknown;
  readonly signedIn?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * MarketingGateway in memory, with the sandbox's rules (decisions 0201, 0203): the subscription's
 * INVALID_PARAMETERS text and contact checks, the catalog request's region and postal-code
 * mismatch codes (core's regionsOfPostalCode), the contact-us config's English subjects.
 * `submissions` holds what was accepted; `failConfig` makes the config load fail.
 */
export class InMemoryMarketing implements MarketingGateway {
  readonly submissions: InMemorySubmission[] = [];
  failConfig = false;

  constructor(private readonly signedInEmail: () => string | null = () => null) {}

  private keep(kind: InMemorySubmission['kind'], body: unknown, signedIn?: boolean): string {
    this.submissions.push(signedIn === undefined ? { kind, body } : { kind, body, signedIn });
    return `MS-${this.submissions.length}`;
  }

  async subscribe(subscription: MarketingSubscription & Partial<SmsSubscriptionFields>, options: { readonly signedIn: boolean }): Promise<Result<MarketingSubscriptionReceipt, DomainError>> {
    const fields = [...(Array.isArray(subscription.additionalBrands) ? [] : ['additionalBrands']), ...(subscription.gender ? [] : ['gender']), ...(subscription.source ? [] : ['source'])];
    if (fields.length > 0) return err(domainError('INVALID_PARAMETERS', MARKETING_SUBSCRIPTION_ERROR, { fields, status: 400 }));
    const emailAddress = subscription.emailAddress || (options.signedIn ? this.signedInEmail() : null) || '';
    if (subscription.mobilePhoneNumber) {
      const bad = [
        ...(/^\d{7,15}$/.test(subscription.mobilePhoneNumber) ? [] : ['mobilePhoneNumber']),
        ...(subscription.smsSignUpSourceId ? [] : ['smsSignUpSourceId']),
        ...(subscription.dialingCodeCountryCode && /^[A-Z]{2}$/.test(subscription.dialingCodeCountryCode) ? [] : ['dialingCodeCountryCode']),
      ];
      if (bad.length > 0) return err(domainError('INVALID_REQUEST', 'The mobile number, its source or its dialing country is missing or not valid', { fields: bad, status: 400 }));
      return ok({ subscriptionId: this.keep('marketing-subscription', subscription, options.signedIn), channel: 'SMS', contact: subscription.mobilePhoneNumber });
    }
    if (!EMAIL.test(emailAddress)) return err(domainError('INVALID_REQUEST', 'A valid email address is required', { fields: ['emailAddress'], status: 400 }));
    return ok({ subscriptionId: this.keep('marketing-subscription', { ...subscription, emailAddress }, options.signedIn), channel: 'EMAIL', contact: emailAddress });
  }

  async sendContactUs(form: ContactUsForm): Promise<Result<string, DomainError>> {
    const fields = (['firstName', 'lastName', 'subjectCode', 'subjectText'] as const).filter((f) => !form[f]);
    if (!EMAIL.test(form.replyToEmail ?? '')) fields.push('replyToEmail' as never);
    if (fields.length > 0) return err(domainError('INVALID_REQUEST', 'Invalid request body', { fields, status: 400 }));
    return ok(this.keep('contact-us', form));
  }

  async requestCatalog(form: CatalogRequestForm): Promise<Result<string, DomainError>> {
    const country = form.country.trim().toUpperCase();
    const region = form.region.trim().toUpperCase();
    const postalCode = form.postalCode.trim().toUpperCase();
    const known = postalRegionsOf(country);
    if (known.length > 0 && !known.includes(region)) {
      return err(domainError('REGION_INVALID_FOR_POSTAL_CODE', `Region ${region} is not valid for postal code ${postalCode}`, { fields: ['region'], status: 400 }));
    }
    const regions = regionsOfPostalCode(country, postalCode);
    if (regions && !regions.includes(region)) {
      return err(domainError('POSTAL_CODE_INVALID_FOR_REGION', `Postal code ${postalCode} is not in region ${region}`, { fields: ['postalCode'], expectedRegions: regions, status: 400 }));
    }
    return ok(this.keep('catalog-request', { ...form, country, region, postalCode }));
  }

  async sendEmailForm(form: GenericEmailForm): Promise<Result<string, DomainError>> {
    return ok(this.keep('email-form', { emailtype: 'MANUAL_EMAIL', ...form }));
  }

  async getContactUsSubjects(): Promise<Result<readonly ContactUsSubject[], DomainError>> {
    if (this.failConfig) return err(domainError('NETWORK_ERROR', 'Network Error', { status: 0 }));
    return ok([
      { code: 'ORDER', label: 'An order' },
      { code: 'RETURNS', label: 'Returns and exchanges' },
      { code: 'PRODUCT', label: 'A product' },
      { code: 'LOYALTY', label: 'Loyalty and rewards' },
      { code: 'ACCOUNT', label: 'My account' },
      { code: 'OTHER', label: 'Something else' },
    ]);
  }
}
