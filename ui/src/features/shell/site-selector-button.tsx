import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { CookieJar, isLanguageSelectorVisible, shoppingCountryOf, SITE_PREFERENCE_COOKIES } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSite, useSiteConfig } from '../../shared/site-context';
import styles from './site-selector-button.module.css';

/** The language selector loads only on a site that shows it (site select off, several languages). */
const LanguageSelector = lazy(() => import('./language-selector'));

/**
 * The header's country and currency selector (shell-and-account.md §2 "Page shell", "Site-select
 * modal"): when the site-select feature is on, a button named after the current country and
 * currency that opens #site-select (the hash replaces the current entry, as hash links do). The
 * country is the one chosen in site select when the current site serves it (Austria on de-DE;
 * core's shoppingCountryOf, decision 0307), else the site's own. Below
 * 1025 px the country is visually hidden (the phone header has no room for it) and stays in the name.
 * With site select off, a site of several languages gets the language selector instead.
 */
export function SiteSelectorButton() {
  const site = useSite();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const services = useServices();
  const siteSelect = config.features['siteSelect'] === true;
  if (!siteSelect) {
    return isLanguageSelectorVisible(config.languages, siteSelect) ? (
      <Suspense fallback={null}>
        <LanguageSelector />
      </Suspense>
    ) : null;
  }
  const jar = services.has(CookieJar) ? services.get(CookieJar) : null;
  const code = shoppingCountryOf(site, jar?.get(SITE_PREFERENCE_COOKIES.country), jar?.get(SITE_PREFERENCE_COOKIES.language));
  const country = new Intl.DisplayNames([site.locale], { type: 'region' }).of(code) ?? code;
  return (
    <button type="button" className={styles.selector} onClick={() => void navigate({ hash: 'site-select' }, { replace: true })}>
      <span className="visually-hidden">
        <Trans>Choose your region</Trans>:
      </span>{' '}
      <span className={styles.country}>{country} ·</span> {site.currency}
    </button>
  );
}
