import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { countries } from 'country-flag-icons';
import { useId, useMemo, useState } from 'react';
import { CookieJar, shoppingCountryOf, siteChoiceOfVariant, siteSelectVariantsOf, sitesOf, SITE_PREFERENCE_COOKIES, type SiteContext, type SiteSelectVariant } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import { useChooseSite } from '../shell';
import { Dialog } from '../../components/dialog';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { FlagImage } from './flag-image';
import styles from './site-select.module.css';

/** The currency prefix a site shows ('USD' → '$', 'CAD' → 'CA$' in en-US), in the viewer's locale. */
export function currencyPrefix(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * A site's language named in that language itself ('fr' → 'français'), so each shopper finds theirs;
 * the language alone, since the entry already names the country (decision 0307).
 */
function languageName(site: SiteContext): string {
  return new Intl.DisplayNames([site.locale], { type: 'language' }).of(site.language) ?? site.language;
}

/** A text folded for matching what a shopper types: lower case in `locale`, accents dropped ('Österreich' → 'osterreich'). */
function folded(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** One entry as listed: the variant, its country's name in the viewer's language and its text for the filter. */
interface Entry {
  readonly variant: SiteSelectVariant;
  readonly name: string;
  readonly key: string;
  readonly match: string;
}

/**
 * #site-select, when the site-select feature is on (shell-and-account.md §2 "Site-select modal"):
 * one entry per country (core's siteSelectVariantsOf over country-flag-icons' codes; decision 0307),
 * sorted by the country's name in the viewer's language, with a "Find your country" field that
 * narrows the list as the shopper types (the number found is announced). Each entry is a link to
 * the serving site's context path (a full page load: the site decides the catalogue, prices and
 * language) with the flag (decorative, loaded when near the viewport; decision 0341), the country
 * name, the language name in that language and the currency prefix and code. The shopper's country
 * on the current site is marked `aria-current`. Choosing one writes the chosen country with the
 * site's language and currency (site currency preference cookie) and the site switch, and syncs a
 * signed-in customer's preferences first (useChooseSite; decisions 0343, 0307).
 */
export function SiteSelectModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const current = useSite();
  const services = useServices();
  const choose = useChooseSite();
  const [query, setQuery] = useState('');
  const filterId = useId();
  const statusId = useId();
  const jar = services.has(CookieJar) ? services.get(CookieJar) : null;
  const shopping = shoppingCountryOf(current, jar?.get(SITE_PREFERENCE_COOKIES.country), jar?.get(SITE_PREFERENCE_COOKIES.language));
  const entries = useMemo<readonly Entry[]>(() => {
    const names = new Intl.DisplayNames([current.locale], { type: 'region' });
    const collator = new Intl.Collator(current.locale);
    return siteSelectVariantsOf(sitesOf(current.brand), countries)
      .map((variant) => {
        const name = names.of(variant.country) ?? variant.country;
        return { variant, name, key: `${variant.country}-${variant.site.locale}`, match: folded(name, current.locale) };
      })
      .sort((a, b) => collator.compare(a.name, b.name) || a.variant.site.locale.localeCompare(b.variant.site.locale));
  }, [current.locale, current.brand]);
  const needle = folded(query.trim(), current.locale);
  const shown = needle ? entries.filter((entry) => entry.match.includes(needle)) : entries;
  const count = shown.length;
  return (
    <Dialog id={api.modalId} title={t`Choose your region`} styleType="large" onClose={() => api.close()}>
      <div className={styles.filter}>
        <label htmlFor={filterId}>
          <Trans>Find your country</Trans>
        </label>
        <input id={filterId} type="search" className={styles.input} value={query} autoComplete="off" aria-describedby={statusId} onChange={(event) => setQuery(event.target.value)} />
        <p id={statusId} className={styles.status} role="status">
          <Plural value={count} one="# country" other="# countries" />
        </p>
      </div>
      <ul className={styles.list}>
        {shown.map(({ variant, name, key }) => (
          <li key={key}>
            <a
              className={styles.site}
              href={variant.site.contextPath}
              hrefLang={variant.site.locale}
              aria-current={variant.country === shopping && variant.site.contextPath === current.contextPath ? 'true' : undefined}
              onClick={choose(siteChoiceOfVariant(variant))}
            >
              <FlagImage countryCode={variant.country} className={styles.flag} />
              <span className={styles.text}>
                <span className={styles.country}>{name}</span>
                <span lang={variant.site.locale}>{languageName(variant.site)}</span>
                <span className={styles.currency}>
                  {currencyPrefix(variant.site.currency, current.locale)} {variant.site.currency}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Trans>Prices, delivery options and the catalog change with the site you choose.</Trans>
      </p>
    </Dialog>
  );
}
