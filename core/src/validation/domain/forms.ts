import type { DomainError } from '../../shared/domain-error.js';
import { isNonEmptyString, isRecord, missingStringFields } from '../../shared/guards.js';
import { ok, type Result } from '../../shared/result.js';
import { invalidParameters } from './invalid-parameters.js';

/**
 * Account-area form validation (shell-and-account.md §5, §7; shopping.md §5, §7; decision 0037).
 * Presence and type checks only: the spec shows no other user-form rules.
 */

export type FormError = DomainError<'FORM.INVALID'>;

/** Marketing subscription's text (shell-and-account.md §5), verbatim. */
export const MARKETING_SUBSCRIPTION_ERROR = 'Invalid parameters supplied to submitMarketingSubscription';

/** A marketing subscription (POST …/marketing-subscriptions). */
export interface MarketingSubscription {
  readonly emailAddress?: string;
  /** The brand list: brand codes, an array (may be empty). */
  readonly additionalBrands: readonly string[];
  readonly gender: string;
  readonly source: string;
  readonly [field: string]: unknown;
}

/**
 * Marketing subscription needs a brand list (an array), a gender and a source (shell-and-account.md
 * §5); else FORM.INVALID 'Invalid parameters supplied to submitMarketingSubscription'.
 */
export function validateMarketingSubscription(input: Partial<MarketingSubscription>): Result<MarketingSubscription, FormError> {
  const fields: string[] = Array.isArray(input.additionalBrands) ? [] : ['additionalBrands'];
  fields.push(...missingStringFields(input, ['gender', 'source'] as const));
  return fields.length > 0 ? invalidParameters('FORM.INVALID', 'submitMarketingSubscription', fields, MARKETING_SUBSCRIPTION_ERROR) : ok(input as MarketingSubscription);
}

/** A contact-us message (POST /contact-us). */
export interface ContactUsForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly replyToEmail: string;
  readonly subjectCode: string;
  readonly subjectText: string;
  readonly message?: string;
}

/** Contact-us needs first name, last name, reply-to email, subject code and subject text (shell-and-account.md §5). */
export function validateContactUs(input: Partial<ContactUsForm>): Result<ContactUsForm, FormError> {
  const fields = missingStringFields(input, ['firstName', 'lastName', 'replyToEmail', 'subjectCode', 'subjectText'] as const);
  return fields.length > 0 ? invalidParameters('FORM.INVALID', 'submitContactUs', fields) : ok(input as ContactUsForm);
}

/** A catalog request (POST /catalog-requests). */
export interface CatalogRequestForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
}

/** Catalog request needs first name, last name, address1, city, region, postalCode and country (shell-and-account.md §5). */
export function validateCatalogRequest(input: Partial<CatalogRequestForm>): Result<CatalogRequestForm, FormError> {
  const fields = missingStringFields(input, ['firstName', 'lastName', 'address1', 'city', 'region', 'postalCode', 'country'] as const);
  return fields.length > 0 ? invalidParameters('FORM.INVALID', 'submitCatalogRequest', fields) : ok(input as CatalogRequestForm);
}

/** The server's mismatch codes for a catalog request (shell-and-account.md §5), verbatim. */
export const CATALOG_REQUEST_MISMATCH_CODES = ['REGION_INVALID_FOR_POSTAL_CODE', 'POSTAL_CODE_INVALID_FOR_REGION'] as const;

/** The form field a mismatch code points at (REGION_INVALID_FOR_POSTAL_CODE → region, POSTAL_CODE_INVALID_FOR_REGION → postalCode); null for other codes. */
export function catalogRequestFieldOf(code: string): 'region' | 'postalCode' | null {
  if (code === 'REGION_INVALID_FOR_POSTAL_CODE') return 'region';
  return code === 'POSTAL_CODE_INVALID_FOR_REGION' ? 'postalCode' : null;
}

/** The generic email form (POST /slipstream/api/email/v0, emailtype MANUAL_EMAIL). */
export interface GenericEmailForm {
  readonly body: Readonly<Record<string, unknown>> | string;
  readonly config: { readonly brandCode: string; readonly eid: string; readonly sendToEmail: string; readonly campaignId?: string };
}

/** Generic email form needs a body and a config with brandCode, eid and sendToEmail (shopping.md §5). */
export function validateGenericEmailForm(input: { body?: unknown; config?: unknown }): Result<GenericEmailForm, FormError> {
  const fields: string[] = [];
  const body = input.body;
  if (!(isNonEmptyString(body) || (isRecord(body) && Object.keys(body).length > 0))) fields.push('body');
  const config = isRecord(input.config) ? input.config : {};
  fields.push(...missingStringFields(config, ['brandCode', 'eid', 'sendToEmail'] as const).map((f) => `config.${f}`));
  return fields.length > 0 ? invalidParameters('FORM.INVALID', 'sendEmailForm', fields) : ok(input as GenericEmailForm);
}

/** Phone numbers are sent as digits only (shell-and-account.md §5): '+1 (555) 010-2000' → '15550102000'. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
