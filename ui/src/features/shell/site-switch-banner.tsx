import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  chosenSiteElsewhereOf,
  CookieJar,
  dismissSiteSwitch,
  pathOnSite,
  SITE_PREFERENCE_COOKIES,
  SITE_SWITCH_COOKIE,
  SITE_SWITCH_SUPPRESS_COOKIE,
  SITE_SWITCH_SUPPRESS_QUERY,
  siteSwitchOf,
  type ChosenSiteElsewhere,
  type SiteSwitch,
} from '@vitrine/core';
import { numberFormat } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { basenameOf } from '../../shared/url';
import { useChooseSite, useStayOnSite } from './use-choose-site';
import styles from './site-switch-banner.module.css';

/** A currency's name as amounts use it in `locale` ('EUR' → 'euros' in en-US and fr-FR, 'Euro' in de-DE). */
function currencyName(currency: string, locale: string): string {
  return (
    numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name' })
      .formatToParts(2)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/** A country's name in `locale` ('US' → 'États-Unis' in fr-FR). */
function countryName(country: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
}

/**
 * The site-switch banner under the header (shopping.md §2 "Header"; shell-and-account.md §2
 * "Site-switch banner shows from cookies unless suppressed"), in one of two forms:
 * - after a site choice (decision 0343): says which site and currency the shopper now shops in,
 *   links back to the site they came from (a site choice too: useChooseSite) and can be dismissed
 *   (the suppress cookie, core's dismissSiteSwitch); core's siteSwitchOf decides;
 * - on a URL of another site than the one the cookies say the shopper chose, opened directly
 *   (decision 0303): names the chosen site, links to the same page there (core's pathOnSite) and
 *   offers to stay, which makes this site the choice (useStayOnSite); core's chosenSiteElsewhereOf
 *   decides.
 * Both read the request's cookies on the server and the same ones in the browser, and honour
 * `?suppressSiteSwitch`. The app shell loads this chunk only when the cookies hold a switch not
 * dismissed or another site's country, so it costs the initial JS nothing. A named region; the
 * texts are translated.
 */
export default function SiteSwitchBanner() {
  const site = useSite();
  const services = useServices();
  const { search } = useLocation();
  const jar = services.has(CookieJar) ? services.get(CookieJar) : null;
  if (!jar) return null;
  const suppressQuery = new URLSearchParams(search).get(SITE_SWITCH_SUPPRESS_QUERY);
  const siteSwitch = siteSwitchOf({ switchCookie: jar.get(SITE_SWITCH_COOKIE), suppressCookie: jar.get(SITE_SWITCH_SUPPRESS_COOKIE), suppressQuery }, site);
  if (siteSwitch) return <SwitchTold siteSwitch={siteSwitch} jar={jar} />;
  const elsewhere = chosenSiteElsewhereOf({ countryCookie: jar.get(SITE_PREFERENCE_COOKIES.country), languageCookie: jar.get(SITE_PREFERENCE_COOKIES.language), suppressQuery }, site);
  return elsewhere ? <ChosenSiteOffered elsewhere={elsewhere} /> : null;
}

/** The banner after a site choice (decision 0343). */
function SwitchTold({ siteSwitch, jar }: { siteSwitch: SiteSwitch; jar: CookieJar }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const choose = useChooseSite();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const locale = siteSwitch.to.locale;
  const siteName = config.siteName;
  const country = countryName(siteSwitch.to.country, locale);
  const previousCountry = countryName(siteSwitch.from.country, locale);
  const currency = currencyName(siteSwitch.to.currency, locale);
  const dismiss = () => {
    dismissSiteSwitch(jar);
    setDismissed(true);
  };

  return (
    <section className={styles.banner} aria-label={t`Site switch`}>
      <p className={styles.text}>
        <Trans>
          You're now shopping on {siteName} {country} in {currency}.
        </Trans>{' '}
        <a className={styles.back} href={siteSwitch.from.contextPath} hrefLang={siteSwitch.from.locale} onClick={choose(siteSwitch.from)}>
          <Trans>
            Back to {siteName} {previousCountry}
          </Trans>
        </a>
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="visually-hidden">
          <Trans>Dismiss</Trans>
        </span>
      </button>
    </section>
  );
}

/**
 * The banner on a page of another site than the chosen one (decision 0303): a link to the same page
 * on the chosen site (a plain link: the cookies already name it) and a button to stay, which writes
 * this site's cookies (and a signed-in customer's preferences), hides the banner and moves focus
 * to the main landmark.
 */
function ChosenSiteOffered({ elsewhere }: { elsewhere: ChosenSiteElsewhere }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const stay = useStayOnSite();
  const { pathname, search } = useLocation();
  const [stayed, setStayed] = useState(false);
  if (stayed) return null;

  const { chosen, current } = elsewhere;
  const siteName = config.siteName;
  const chosenCountry = countryName(chosen.country, current.locale);
  const chosenCurrency = currencyName(chosen.currency, current.locale);
  const country = countryName(current.country, current.locale);
  const onStay = () => {
    void stay();
    setStayed(true);
    document.getElementById('main-content')?.focus();
  };

  return (
    <section className={styles.banner} aria-label={t`Site switch`}>
      <p className={styles.text}>
        <Trans>
          You chose to shop on {siteName} {chosenCountry} in {chosenCurrency}. This page is on {siteName} {country}.
        </Trans>{' '}
        <a className={styles.back} href={`${basenameOf(chosen.contextPath)}${pathOnSite(chosen, pathname)}${search}`} hrefLang={chosen.locale}>
          <Trans>
            Go to {siteName} {chosenCountry}
          </Trans>
        </a>
      </p>
      <button type="button" className={styles.stay} onClick={onStay}>
        <Trans>
          Stay on {siteName} {country}
        </Trans>
      </button>
    </section>
  );
}
