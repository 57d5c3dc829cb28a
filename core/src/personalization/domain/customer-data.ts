import type { TokenScope } from '../../identity/token-scope.js';

/** What the storefront knows of the shopper for the customer data object (shell-and-account.md §3). */
export interface CustomerDataInput {
  /** The browser's anonymous id. */
  readonly uuid: string;
  readonly profileId: string | null;
  /** The token scope; none is reported as GUEST. */
  readonly scope: TokenScope | null;
  /** ISO language of the page ('en', 'fr'). */
  readonly language: string;
  readonly deliveryPassMember?: boolean;
  readonly employee?: boolean;
  readonly loyalty?: boolean;
  readonly tierStatus?: string | null;
  /** Membership groups held, by letter ('a'-'d'). */
  readonly membershipGroups?: readonly string[];
  /** Membership markets the shopper is eligible in, by letter ('a'-'d'). */
  readonly markets?: readonly string[];
  readonly sfcrmContactId?: string | null;
}

const LETTERS = ['a', 'b', 'c', 'd'] as const;

/**
 * The customer data object for personalisation (shell-and-account.md §3; shopping.md §3): uuid,
 * customer_profile_id, customer_auth_status, customer_language, delivery_pass_member, employee,
 * loyalty, tier_status, membership_a..membership_d, market_a..market_d and sfcrm_contact_id, as
 * the dataset call's user attributes (decision 0400). Unknown flags are false, unknown ids null.
 */
export function customerDataObject(input: CustomerDataInput): Record<string, string | boolean | null> {
  const groups = new Set((input.membershipGroups ?? []).map((g) => g.toLowerCase()));
  const markets = new Set((input.markets ?? []).map((m) => m.toLowerCase()));
  const data: Record<string, string | boolean | null> = {
    uuid: input.uuid,
    customer_profile_id: input.profileId,
    customer_auth_status: input.scope ?? 'GUEST',
    customer_language: input.language,
    delivery_pass_member: input.deliveryPassMember ?? false,
    employee: input.employee ?? false,
    loyalty: input.loyalty ?? false,
    tier_status: input.tierStatus ?? null,
  };
  for (const letter of LETTERS) data[`membership_${letter}`] = groups.has(letter);
  for (const letter of LETTERS) data[`market_${letter}`] = markets.has(letter);
  data.sfcrm_contact_id = input.sfcrmContactId ?? null;
  return data;
}
