import { domainError, err, phoneDigits, validateMarketingSubscription, type DomainError, type MarketingSubscription, type Result } from '@vitrine/core';

/** Gender codes offered by the sign-up forms (the spec names the field, not its values; decision 0086). */
export const SUBSCRIPTION_GENDERS = ['female', 'male', 'unspecified'] as const;

/** What the e-mail and SMS sign-up forms hold, as typed. */
export interface SubscriptionValues extends Record<string, string> {
  readonly emailAddress: string;
  readonly gender: string;
  /** Comma-separated brand codes ticked ('' for none). */
  readonly brands: string;
  readonly mobilePhoneNumber: string;
}

/**
 * Checks a marketing sign-up (shell-and-account.md §5): core's `validateMarketingSubscription`
 * (brand list, gender, source; its text 'Invalid parameters supplied to
 * submitMarketingSubscription' verbatim) plus the contact the form needs — an e-mail address
 * (`channel` 'email') or a mobile number (`channel` 'sms', sent as digits only). Returns the
 * subscription body or FORM.INVALID with `details.fields` naming every missing field (the
 * contact's refusal alone has an empty message: it is not one of core's texts).
 */
export function checkSubscription(values: SubscriptionValues, channel: 'email' | 'sms', source: string): Result<MarketingSubscription, DomainError> {
  const additionalBrands = values.brands === '' ? [] : values.brands.split(',');
  const contactField = channel === 'email' ? 'emailAddress' : 'mobilePhoneNumber';
  const contact = channel === 'email' ? values.emailAddress.trim() : phoneDigits(values.mobilePhoneNumber);
  const subscription = {
    additionalBrands,
    gender: values.gender,
    source,
    ...(channel === 'email' ? { emailAddress: contact } : { mobilePhoneNumber: contact }),
  };
  const checked = validateMarketingSubscription(subscription);
  const contactMissing = contact === '';
  if (!checked.ok) {
    const fields = [...((checked.error.details?.['fields'] as string[] | undefined) ?? []), ...(contactMissing ? [contactField] : [])];
    return err(domainError(checked.error.code, checked.error.message, { fields }));
  }
  return contactMissing ? err(domainError('FORM.INVALID', '', { fields: [contactField] })) : checked;
}
