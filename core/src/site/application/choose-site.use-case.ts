import { loadPreferences } from '../../identity/machines/profile-loading.js';
import type { ProfileGateway } from '../../identity/ports/profile-gateway.port.js';
import type { CookieJar } from '../../platform/cookie-jar.port.js';
import type { Logger } from '../../shared/logger.js';
import { globalPreferencesAfterSiteChoice, preferenceSeedOfSite, siteChoiceCookies } from '../domain/site-choice.js';
import { SITE_SWITCH_COOKIE, SITE_SWITCH_SUPPRESS_COOKIE, type SiteContext } from '../site.js';

/**
 * Use cases of site select and the site-switch banner (shopping.md §2, §9; shell-and-account.md §2,
 * §3 "Preferences", §4 "Preferences", §7 preferences calls; decision 0343).
 */

/** The profile calls a site choice makes. */
export type SiteChoiceProfiles = Pick<ProfileGateway, 'getPreferences' | 'createPreferences' | 'putGlobalPreferences'>;

/** The ports of {@link chooseSite}. */
export interface ChooseSitePorts {
  readonly cookies: Pick<CookieJar, 'set' | 'remove'>;
  /**
   * Resolves with the profile gateway when the shopper is a signed-in (REGISTERED or AUTHORIZED)
   * customer, else null; asked after the cookies are written (who is signed in may take a load).
   */
  readonly signedInProfiles: () => Promise<SiteChoiceProfiles | null>;
  readonly logger: Logger;
}

/**
 * What became of the signed-in customer's preferences: 'skipped' (a guest), 'created' (there were
 * none: created from the chosen site), 'updated' (PUT global), 'unchanged' (they already matched),
 * 'failed' (a call failed, or finding who is signed in did; logged).
 */
export type PreferencesSync = 'skipped' | 'created' | 'updated' | 'unchanged' | 'failed';

/** Logged (warn) when the preferences could not follow a site choice; the switch goes on. */
export const SITE_CHOICE_SYNC_FAILED_LOG = 'Site choice: the preferences were not synced';

/**
 * A shopper on `from` chooses `to` in site select (decision 0343): writes the cookies of
 * {@link siteChoiceCookies} (the site currency preference cookie for 15552000 s, shopping.md §9),
 * then, for a signed-in customer (`signedInProfiles`), brings the customer's global language, country and currency in line with
 * `to`: reads the preferences; a 404 creates them from `to`'s values (shell-and-account.md §4; a 409
 * there is logged and counts as failed, §8); otherwise PUT /me/preferences/global with the other
 * fields kept, when they differ. Never rejects: a failed call is logged (warn) and resolves
 * 'failed', since the site switch must not wait on the profile.
 */
export async function chooseSite(ports: ChooseSitePorts, from: SiteContext, to: SiteContext): Promise<PreferencesSync> {
  const cookies = siteChoiceCookies(from, to);
  for (const write of cookies.set) ports.cookies.set(write.name, write.value, write.maxAgeSeconds === undefined ? {} : { maxAgeSeconds: write.maxAgeSeconds });
  for (const name of cookies.remove) ports.cookies.remove(name);
  try {
    const profiles = await ports.signedInProfiles();
    if (!profiles) return 'skipped';
    let created = false;
    const loaded = await loadPreferences(
      profiles,
      () => {
        created = true;
        return preferenceSeedOfSite(to);
      },
      ports.logger,
    );
    if (!loaded.ok) {
      ports.logger.warn(SITE_CHOICE_SYNC_FAILED_LOG, { code: loaded.error.code, ...loaded.error.details });
      return 'failed';
    }
    if (created) return 'created';
    const next = globalPreferencesAfterSiteChoice(loaded.value.global, to);
    if (next === null) return 'unchanged';
    await profiles.putGlobalPreferences(next);
    return 'updated';
  } catch (error) {
    ports.logger.warn(SITE_CHOICE_SYNC_FAILED_LOG, { error: String(error) });
    return 'failed';
  }
}

/**
 * The shopper dismisses the site-switch banner (decision 0343): the suppress cookie takes the
 * current switch cookie's value for the browser session, so that switch is not told again (a later
 * switch writes a new value and clears the suppress cookie). Nothing is written without a switch cookie.
 */
export function dismissSiteSwitch(cookies: Pick<CookieJar, 'get' | 'set'>): void {
  const value = cookies.get(SITE_SWITCH_COOKIE);
  if (value !== undefined) cookies.set(SITE_SWITCH_SUPPRESS_COOKIE, value);
}
