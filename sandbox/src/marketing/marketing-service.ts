import { regionsOfPostalCode } from '@vitrine/core';
import type { CatalogRequestRequestDto, ContactUsConfigDto, ContactUsRequestDto, EmailFormRequestDto, MarketingSubscriptionDto, MarketingSubscriptionRequestDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { sendMail } from '../profile/mailbox.js';
import { COUNTRIES } from '../sites/countries.js';
import type { SandboxSite } from '../sites/sites.js';
import { keepSubmission } from './submissions.js';

/**
 * Marketing sign-ups and contact forms (shell-and-account.md §5, §7; shopping.md §5; decisions
 * 0201, 0203). Every accepted call is kept (marketing_submission) and, where it has an address to
 * write to, "sent" into the test mailbox (decision 0073).
 */

/** The customer-service inbox of the sandbox: contact-us messages arrive here. */
export const CUSTOMER_SERVICE_EMAIL = 'customer-service@vitrine.test';

/** The text of a refused subscription (shell-and-account.md §5), verbatim. */
const SUBSCRIPTION_ERROR = 'Invalid parameters supplied to submitMarketingSubscription';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST …/marketing-subscriptions: needs additionalBrands (array), gender and source (else 400
 * INVALID_PARAMETERS with the spec's text and `details.fields`), and a contact: an e-mail address,
 * or for SMS a mobile number of 7-15 digits (digits only) with smsSignUpSourceId and
 * dialingCodeCountryCode. `profileEmail` (the /me variant) fills a missing e-mail address. An
 * e-mail subscription gets a welcome message in the test mailbox.
 */
export async function subscribe(db: Db, input: { site: SandboxSite; body: MarketingSubscriptionRequestDto; principalId: string | null; profileId: string | null; profileEmail: string | null; now: number }): Promise<MarketingSubscriptionDto> {
  const body = { ...input.body, emailAddress: input.body.emailAddress?.trim() || input.profileEmail || undefined };
  const fields: string[] = [];
  if (!Array.isArray(body.additionalBrands)) fields.push('additionalBrands');
  if (!body.gender?.trim()) fields.push('gender');
  if (!body.source?.trim()) fields.push('source');
  if (fields.length > 0) throw new ApiError(400, 'INVALID_PARAMETERS', SUBSCRIPTION_ERROR, { fields });
  const sms = body.mobilePhoneNumber !== undefined && body.mobilePhoneNumber !== '';
  if (sms) {
    const smsFields = [
      ...(/^\d{7,15}$/.test(body.mobilePhoneNumber!) ? [] : ['mobilePhoneNumber']),
      ...(body.smsSignUpSourceId?.trim() ? [] : ['smsSignUpSourceId']),
      ...(body.dialingCodeCountryCode && /^[A-Z]{2}$/.test(body.dialingCodeCountryCode) ? [] : ['dialingCodeCountryCode']),
    ];
    if (smsFields.length > 0) throw new ApiError(400, 'INVALID_REQUEST', 'The mobile number, its source or its dialing country is missing or not valid', { fields: smsFields });
  } else if (!body.emailAddress || !EMAIL.test(body.emailAddress)) {
    throw new ApiError(400, 'INVALID_REQUEST', 'A valid email address is required', { fields: ['emailAddress'] });
  }
  const subscriptionId = await keepSubmission(db, { kind: 'marketing-subscription', siteId: input.site.siteId, principalId: input.principalId, profileId: input.profileId, body, now: input.now });
  if (!sms) {
    await sendMail(db, {
      to: body.emailAddress!,
      subject: 'Welcome to our emails',
      body: `You are signed up for emails from Vitrine (${input.site.siteId}; source ${body.source}; brands ${body.additionalBrands!.join(', ') || 'none'}).`,
      link: null,
      now: input.now,
    });
  }
  return { subscriptionId, channel: sms ? 'SMS' : 'EMAIL', contact: sms ? body.mobilePhoneNumber! : body.emailAddress! };
}

/** POST /contact-us: kept, delivered to the customer-service inbox and acknowledged to the reply-to address. */
export async function contactUs(db: Db, input: { site: SandboxSite; body: ContactUsRequestDto; profileId: string | null; now: number }): Promise<string> {
  const { body } = input;
  const referenceId = await keepSubmission(db, { kind: 'contact-us', siteId: input.site.siteId, profileId: input.profileId, body, now: input.now });
  await sendMail(db, {
    to: CUSTOMER_SERVICE_EMAIL,
    subject: `[${body.subjectCode}] ${body.subjectText}`,
    body: `From ${body.firstName} ${body.lastName} <${body.replyToEmail}> (${referenceId}, ${input.site.siteId})\n\n${body.message ?? ''}`,
    link: null,
    now: input.now,
  });
  await sendMail(db, { to: body.replyToEmail, subject: `We received your message (${referenceId})`, body: `Subject: ${body.subjectText}`, link: null, now: input.now });
  return referenceId;
}

/**
 * POST /catalog-requests: the country must be one of the sandbox's countries (400 INVALID_REQUEST,
 * field country); a region that is not the country's answers 400 REGION_INVALID_FOR_POSTAL_CODE
 * (field region); a postal code that belongs to another region answers 400
 * POSTAL_CODE_INVALID_FOR_REGION (field postalCode; decision 0203). Kept when accepted.
 */
export async function requestCatalog(db: Db, input: { site: SandboxSite; body: CatalogRequestRequestDto; profileId: string | null; now: number }): Promise<string> {
  const body = { ...input.body, country: input.body.country.trim().toUpperCase(), region: input.body.region.trim().toUpperCase(), postalCode: input.body.postalCode.trim().toUpperCase() };
  const country = COUNTRIES[body.country];
  if (!country) throw new ApiError(400, 'INVALID_REQUEST', `Unknown country ${body.country}`, { fields: ['country'] });
  if (country.regions.length > 0 && !country.regions.some((r) => r.code === body.region)) {
    throw new ApiError(400, 'REGION_INVALID_FOR_POSTAL_CODE', `Region ${body.region} is not valid for postal code ${body.postalCode}`, { fields: ['region'] });
  }
  const regions = regionsOfPostalCode(body.country, body.postalCode);
  if (regions && !regions.includes(body.region)) {
    throw new ApiError(400, 'POSTAL_CODE_INVALID_FOR_REGION', `Postal code ${body.postalCode} is not in region ${body.region}`, { fields: ['postalCode'], expectedRegions: regions });
  }
  return keepSubmission(db, { kind: 'catalog-request', siteId: input.site.siteId, profileId: input.profileId, body, now: input.now });
}

/** POST /slipstream/api/email/v0 (shopping.md §5, emailtype MANUAL_EMAIL): kept and sent to the document's request.sendToEmail. */
export async function sendEmailForm(db: Db, input: { site: SandboxSite; body: EmailFormRequestDto; now: number }): Promise<string> {
  const { body } = input;
  const referenceId = await keepSubmission(db, { kind: 'email-form', siteId: input.site.siteId, body, now: input.now });
  const { request } = body.document;
  const text = typeof request.body === 'string' ? request.body : Object.entries(request.body).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join('\n');
  await sendMail(db, { to: request.sendToEmail, subject: `${body.brand} ${body.document.service} (${referenceId})`, body: text, link: null, now: input.now });
  return referenceId;
}

/** Contact-us subjects by language (the contact-us config content entry, §7). */
const SUBJECTS: Readonly<Record<string, readonly [string, string][]>> = {
  en: [['ORDER', 'An order'], ['RETURNS', 'Returns and exchanges'], ['PRODUCT', 'A product'], ['LOYALTY', 'Loyalty and rewards'], ['ACCOUNT', 'My account'], ['OTHER', 'Something else']],
  fr: [['ORDER', 'Une commande'], ['RETURNS', 'Retours et échanges'], ['PRODUCT', 'Un produit'], ['LOYALTY', 'Fidélité et récompenses'], ['ACCOUNT', 'Mon compte'], ['OTHER', 'Autre chose']],
  de: [['ORDER', 'Eine Bestellung'], ['RETURNS', 'Rücksendung und Umtausch'], ['PRODUCT', 'Ein Produkt'], ['LOYALTY', 'Treueprogramm und Prämien'], ['ACCOUNT', 'Mein Konto'], ['OTHER', 'Etwas anderes']],
  es: [['ORDER', 'Un pedido'], ['RETURNS', 'Devoluciones y cambios'], ['PRODUCT', 'Un producto'], ['LOYALTY', 'Fidelidad y recompensas'], ['ACCOUNT', 'Mi cuenta'], ['OTHER', 'Otra cosa']],
  it: [['ORDER', 'Un ordine'], ['RETURNS', 'Resi e cambi'], ['PRODUCT', 'Un prodotto'], ['LOYALTY', 'Fedeltà e premi'], ['ACCOUNT', 'Il mio account'], ['OTHER', 'Altro']],
};

/** The contact-us config entry in `language` (English when the language has none). */
export function contactUsConfig(language: string): ContactUsConfigDto {
  const subjects = SUBJECTS[language] ?? SUBJECTS.en!;
  return { slug: 'contact-us-config', subjects: subjects.map(([code, label]) => ({ code, label })) };
}
