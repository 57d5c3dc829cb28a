/**
 * Privacy opt-out and consent (shell-and-account.md §4 "Privacy opt-out", §6 consent groups and
 * modes, §9 cookie expiry; shopping.md §4 "Analytics events", §6; decision 0034).
 */

/** The privacy opt-out cookie lasts one year (shell-and-account.md §9), in seconds. */
export const PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const upper = (list: readonly string[]) => new Set(list.map((l) => l.trim().toUpperCase()));

/**
 * Privacy opt-out state (shell-and-account.md §4): true when the site's country has privacy
 * locations and an opt-out exists for one of them (location codes such as 'US-CA', compared
 * case-insensitively).
 */
export function isPrivacyOptedOut(countryPrivacyLocations: readonly string[], optOutLocations: readonly string[]): boolean {
  const opted = upper(optOutLocations);
  return countryPrivacyLocations.some((l) => opted.has(l.trim().toUpperCase()));
}

/**
 * For logged-in users the opt-out regions sync to the profile (shell-and-account.md §4): the
 * locations opted out locally but missing from the profile, in local order, de-duplicated. These
 * become PATCH "add" operations on /global/privacyOptOutLocations.
 */
export function optOutLocationsToSync(profileLocations: readonly string[], localLocations: readonly string[]): string[] {
  const known = upper(profileLocations);
  const out: string[] = [];
  for (const l of localLocations) {
    const key = l.trim().toUpperCase();
    if (!known.has(key)) {
      known.add(key);
      out.push(l.trim());
    }
  }
  return out;
}

/** The five consent modes (shell-and-account.md §6). */
export const CONSENT_MODES = ['enable-all', 'disable-all', 'disable-tag-manager', 'disable-personalization', 'disable-chat'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** What a consent mode lets run. */
export interface ConsentEffects {
  readonly tagManager: boolean;
  readonly personalization: boolean;
  readonly chat: boolean;
}

/** The effects of a consent mode: enable all, disable all, or disable exactly one of tag manager, personalization provider, chat. */
export function consentEffects(mode: ConsentMode): ConsentEffects {
  return {
    tagManager: mode === 'enable-all' || (mode !== 'disable-all' && mode !== 'disable-tag-manager'),
    personalization: mode === 'enable-all' || (mode !== 'disable-all' && mode !== 'disable-personalization'),
    chat: mode === 'enable-all' || (mode !== 'disable-all' && mode !== 'disable-chat'),
  };
}

/** Consent groups as the consent library reports them; marketing is the one the rules read. */
export interface ConsentGroups {
  readonly marketing: boolean;
  readonly [group: string]: boolean;
}

/** The events still sent without marketing consent (shopping.md §4, shell-and-account.md §6). */
export const EVENTS_WITHOUT_MARKETING_CONSENT = ['product-tray-impression', 'product-tray-click'] as const;

/**
 * Analytics gating: with marketing consent every event is sent; without it only product-tray
 * impression and click events.
 */
export function isAnalyticsEventAllowed(eventName: string, consent: Pick<ConsentGroups, 'marketing'>): boolean {
  return consent.marketing || (EVENTS_WITHOUT_MARKETING_CONSENT as readonly string[]).includes(eventName);
}

/** Marketing personalization requires marketing consent (shopping.md §6), and the consent mode must allow the provider. */
export function isPersonalizationAllowed(consent: Pick<ConsentGroups, 'marketing'>, mode: ConsentMode = 'enable-all'): boolean {
  return consent.marketing && consentEffects(mode).personalization;
}
