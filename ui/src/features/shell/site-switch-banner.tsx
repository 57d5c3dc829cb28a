import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieJar, dismissSiteSwitch, SITE_SWITCH_COOKIE, SITE_SWITCH_SUPPRESS_COOKIE, SITE_SWITCH_SUPPRESS_QUERY, siteSwitchOf } from '@vitrine/core';
import { numberFormat } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { useChooseSite } from './use-choose-site';
import styles from './site-switch-banner.module.css';

/** A currency's name as amounts use it in `locale` ('EUR' → 'euros' in en-US and fr-FR, 'Euro' in de-DE). */
function currencyName(currency: string, locale: string): string {
  return (
    numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name' })
      .formatToParts(2)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * The site-switch banner under the header (shopping.md §2 "Header"; shell-and-account.md §2
 * "Site-switch banner shows from cookies unless suppressed"; decision 0343): after a site choice,
 * says which site and currency the shopper now shops in, links back to the site they came from (a
 * site choice too: useChooseSite) and can be dismissed (the suppress cookie, core's
 * dismissSiteSwitch). Whether it shows is core's siteSwitchOf over the switch and suppress cookies
 * (the request's on the server, the same in the browser) and the page's `?suppressSiteSwitch`; the
 * app shell loads it only when a switch cookie not dismissed is there, so it costs the initial JS
 * nothing. A named region; the texts are translated.
 */
export default function SiteSwitchBanner() {
  const { t } = useLingui();
  const site = useSite();
  const config = useSiteConfig();
  const services = useServices();
  const choose = useChooseSite();
  const { search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const jar = services.has(CookieJar) ? services.get(CookieJar) : null;
  const siteSwitch = jar
    ? siteSwitchOf({ switchCookie: jar.get(SITE_SWITCH_COOKIE), suppressCookie: jar.get(SITE_SWITCH_SUPPRESS_COOKIE), suppressQuery: new URLSearchParams(search).get(SITE_SWITCH_SUPPRESS_QUERY) }, site)
    : null;
  if (dismissed || !jar || !siteSwitch) return null;

  const regions = new Intl.DisplayNames([site.locale], { type: 'region' });
  const siteName = config.siteName;
  const country = regions.of(siteSwitch.to.country) ?? siteSwitch.to.country;
  const previousCountry = regions.of(siteSwitch.from.country) ?? siteSwitch.from.country;
  const currency = currencyName(siteSwitch.to.currency, site.locale);
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
