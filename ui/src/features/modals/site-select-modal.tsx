import { Trans, useLingui } from '@lingui/react/macro';
import { sitesOf, type SiteContext } from '@vitrine/core';
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

/** A language code's name in that language itself ('fr' → 'français'), so each shopper finds theirs. */
function languageName(site: SiteContext): string {
  return new Intl.DisplayNames([site.locale], { type: 'language' }).of(site.locale) ?? site.locale;
}

/**
 * #site-select, when the site-select feature is on (shell-and-account.md §2 "Site-select modal"):
 * per site of the brand the flag (country-flag-icons, each loaded on its own; decision 0341), the language name and the currency prefix, each a link to that
 * site's context path (a full page load: the site decides the catalogue, prices and language).
 * The current site is marked. Choosing one writes the site currency preference cookie and the site
 * switch, and syncs a signed-in customer's preferences first (useChooseSite; decision 0343).
 */
export function SiteSelectModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const current = useSite();
  const choose = useChooseSite();
  const countryName = new Intl.DisplayNames([current.locale], { type: 'region' });
  return (
    <Dialog id={api.modalId} title={t`Choose your region`} styleType="large" onClose={() => api.close()}>
      <ul className={styles.list}>
        {sitesOf(current.brand).map((site) => (
          <li key={site.contextPath}>
            <a className={styles.site} href={site.contextPath} hrefLang={site.locale} aria-current={site.contextPath === current.contextPath ? 'true' : undefined} onClick={choose(site)}>
              <FlagImage countryCode={site.country} className={styles.flag} />
              <span className={styles.text}>
                <span className={styles.country}>{countryName.of(site.country)}</span>
                <span lang={site.locale}>{languageName(site)}</span>
                <span className={styles.currency}>
                  {currencyPrefix(site.currency, current.locale)} {site.currency}
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
