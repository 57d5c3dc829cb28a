import { z } from 'zod';

/**
 * Marketing sign-ups, contact forms and loyalty (shell-and-account.md §3 "Loyalty reward", §5, §7;
 * shopping.md §5 generic email form; docs/marketing-api.md; decisions 0201-0204). Each export is a
 * zod schema and the type inferred from it under the same name (decision 0125).
 */

/**
 * Body of POST /profile/v0/{siteId}[/me]/marketing-subscriptions (§7). additionalBrands, gender and
 * source are required (else 400 INVALID_PARAMETERS 'Invalid parameters supplied to
 * submitMarketingSubscription'); emailAddress or mobilePhoneNumber (digits only) names the contact.
 */
export const MarketingSubscriptionRequestDto = z.object({
  emailAddress: z.string().optional(),
  gender: z.string().optional(),
  source: z.string().optional(),
  additionalBrands: z.array(z.string()).optional(),
  action: z.string().optional(),
  country: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  postalCode: z.string().optional(),
  mobilePhoneNumber: z.string().optional(),
  smsSignUpSourceId: z.string().optional(),
  dialingCodeCountryCode: z.string().optional(),
});
export type MarketingSubscriptionRequestDto = z.infer<typeof MarketingSubscriptionRequestDto>;

/** Answer of a marketing subscription: its id, the contact it was kept for and the channel. */
export const MarketingSubscriptionDto = z.object({ subscriptionId: z.string(), channel: z.enum(['EMAIL', 'SMS']), contact: z.string() });
export type MarketingSubscriptionDto = z.infer<typeof MarketingSubscriptionDto>;

/** Body of POST /profile/v0/{siteId}/contact-us (§5: first name, last name, reply-to email, subject code and text; the message optional). */
export const ContactUsRequestDto = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  replyToEmail: z.string().email(),
  subjectCode: z.string().min(1),
  subjectText: z.string().min(1),
  message: z.string().optional(),
});
export type ContactUsRequestDto = z.infer<typeof ContactUsRequestDto>;

/** Answer of contact-us and catalog requests: the reference the sandbox kept it under. */
export const SubmissionReceiptDto = z.object({ referenceId: z.string() });
export type SubmissionReceiptDto = z.infer<typeof SubmissionReceiptDto>;

/**
 * Body of POST /profile/v0/{siteId}/catalog-requests (§5). A region that does not match the postal
 * code answers 400 REGION_INVALID_FOR_POSTAL_CODE or POSTAL_CODE_INVALID_FOR_REGION.
 */
export const CatalogRequestRequestDto = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  address1: z.string().min(1),
  address2: z.string().optional(),
  city: z.string().min(1),
  region: z.string().min(1),
  postalCode: z.string().min(1),
  country: z.string().min(2),
});
export type CatalogRequestRequestDto = z.infer<typeof CatalogRequestRequestDto>;

/**
 * Body of POST /slipstream/api/email/v0 (shopping.md §5, §7): emailtype MANUAL_EMAIL, the brand
 * (config.brandCode), an optional campaignId, and a document with the service (config.eid) and the
 * request (the site, the address to send to, the form's body).
 */
export const EmailFormRequestDto = z.object({
  emailtype: z.literal('MANUAL_EMAIL'),
  brand: z.string().min(1),
  campaignId: z.string().optional(),
  document: z.object({
    service: z.string().min(1),
    request: z.object({ siteId: z.string().min(1), sendToEmail: z.string().email(), body: z.union([z.string().min(1), z.record(z.string(), z.unknown())]) }),
  }),
});
export type EmailFormRequestDto = z.infer<typeof EmailFormRequestDto>;

/** A contact-us subject of the contact-us config (content entries, §7). */
export const ContactUsSubjectDto = z.object({ code: z.string(), label: z.string() });
export type ContactUsSubjectDto = z.infer<typeof ContactUsSubjectDto>;

/** GET /content/v0/{siteId}/entries?contentType=contactUsConfig: the config entry with its subjects in the request's language. */
export const ContactUsConfigDto = z.object({ slug: z.string(), subjects: z.array(ContactUsSubjectDto) });
export type ContactUsConfigDto = z.infer<typeof ContactUsConfigDto>;

/** Query of GET /content/v0/{siteId}/entries. */
export const ContactUsConfigQueryDto = z.object({ contentType: z.string().min(1) });
export type ContactUsConfigQueryDto = z.infer<typeof ContactUsConfigQueryDto>;

/**
 * GET /profile/v0/{siteId}/me/loyalty/profile (§3 "Loyalty accounts"): the points account (balance,
 * spendable) and the year-to-date tier account (points earned this year decide the tier).
 */
export const LoyaltyProfileDto = z.object({
  loyaltyId: z.string(),
  enrolledAt: z.number(),
  accounts: z.object({
    points: z.object({ balance: z.number().int() }),
    tier: z.object({ tier: z.string(), yearToDatePoints: z.number().int(), nextTier: z.string().nullable(), pointsToNextTier: z.number().int().nullable() }),
  }),
});
export type LoyaltyProfileDto = z.infer<typeof LoyaltyProfileDto>;

/** A loyalty reward (§3 "Loyalty reward"), dates as ISO YYYY-MM-DD. */
export const LoyaltyRewardDto = z.object({
  awardNo: z.string(),
  awardCreateDate: z.string(),
  awardStartDate: z.string(),
  awardExpDate: z.string(),
  statusCode: z.string(),
  statusDesc: z.string(),
  campaignName: z.string(),
  promoCode: z.string(),
  promoDesc: z.string(),
  promoLongDesc: z.string(),
});
export type LoyaltyRewardDto = z.infer<typeof LoyaltyRewardDto>;

/** GET /profile/v0/{siteId}/me/loyalty/rewards. */
export const LoyaltyRewardsDto = z.object({ rewards: z.array(LoyaltyRewardDto) });
export type LoyaltyRewardsDto = z.infer<typeof LoyaltyRewardsDto>;

/** Query of GET …/me/loyalty/timelines/LOYALTY_LEDGER: count (≤ 500) and since (ISO date). */
export const LoyaltyLedgerQueryDto = z.object({ count: z.string().regex(/^\d{1,3}$/).optional(), since: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional() });
export type LoyaltyLedgerQueryDto = z.infer<typeof LoyaltyLedgerQueryDto>;

/** A ledger entry: points (negative for a redemption), kind, description, the order it came from. */
export const LoyaltyLedgerEntryDto = z.object({
  entryId: z.string(),
  occurredAt: z.number(),
  kind: z.enum(['ENROLMENT', 'PURCHASE', 'BONUS', 'REDEMPTION', 'OPENING_BALANCE']),
  points: z.number().int(),
  description: z.string(),
  orderNumber: z.string().nullable(),
});
export type LoyaltyLedgerEntryDto = z.infer<typeof LoyaltyLedgerEntryDto>;

/** GET …/me/loyalty/timelines/LOYALTY_LEDGER: newest first. */
export const LoyaltyLedgerDto = z.object({ entries: z.array(LoyaltyLedgerEntryDto) });
export type LoyaltyLedgerDto = z.infer<typeof LoyaltyLedgerDto>;

/** Body of POST /profile/v1/{siteId}/me/loyalty/enrolments (the enrol call the spec leaves out; decision 0202): the consent. */
export const LoyaltyEnrolmentRequestDto = z.object({ acceptTerms: z.literal(true) });
export type LoyaltyEnrolmentRequestDto = z.infer<typeof LoyaltyEnrolmentRequestDto>;

/** Body of POST /profile/v1/{siteId}/me/loyalty/events (§7): events.crosschannel_browse_event. */
export const LoyaltyBrowseEventRequestDto = z.object({ events: z.object({ crosschannel_browse_event: z.object({ url: z.string().optional() }).passthrough() }) });
export type LoyaltyBrowseEventRequestDto = z.infer<typeof LoyaltyBrowseEventRequestDto>;

/** Body of POST /profile/v1/{siteId}/me/loyalty/campaigns/{id}/events (§7): events with qty 1. */
export const LoyaltyCampaignEventRequestDto = z.object({ events: z.array(z.object({ qty: z.literal(1) })).length(1) });
export type LoyaltyCampaignEventRequestDto = z.infer<typeof LoyaltyCampaignEventRequestDto>;

/** Answer of a loyalty or campaign event: its id. */
export const LoyaltyEventReceiptDto = z.object({ eventId: z.string() });
export type LoyaltyEventReceiptDto = z.infer<typeof LoyaltyEventReceiptDto>;

/** Test-only GET /__sandbox/submissions?kind=: what the sandbox kept, oldest first (decision 0201). */
export const SubmissionsQueryDto = z.object({ kind: z.string().optional() });
export type SubmissionsQueryDto = z.infer<typeof SubmissionsQueryDto>;
export const SubmissionDto = z.object({ kind: z.string(), siteId: z.string(), profileId: z.string().nullable(), body: z.unknown(), receivedAt: z.number() });
export type SubmissionDto = z.infer<typeof SubmissionDto>;
export const SubmissionsDto = z.object({ submissions: z.array(SubmissionDto) });
export type SubmissionsDto = z.infer<typeof SubmissionsDto>;
