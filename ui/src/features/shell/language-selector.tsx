import { useLingui } from '@lingui/react/macro';
import { sitesOf } from '@vitrine/core';
import { useSite } from '../../shared/site-context';
import styles from './language-selector.module.css';

/**
 * The header's language selector (shell-and-account.md §2 "Page shell"): shown instead of the
 * country and currency selector when the site-select feature is off and the site speaks more than
 * one language (core's isLanguageSelectorVisible). One link per language the country is served in
 * (en-CA and fr-CA on the Canadian site), each named in its own language and pointing to that
 * mount's home (a full page load: the language decides the catalogue texts); the current one is
 * marked. A chunk of its own: no site shows it with the sandbox's configuration.
 */
export default function LanguageSelector() {
  const { t } = useLingui();
  const site = useSite();
  const mounts = sitesOf(site.brand).filter((s) => s.country === site.country);
  return (
    <nav aria-label={t`Language`} className={styles.languages}>
      <ul>
        {mounts.map((mount) => (
          <li key={mount.contextPath}>
            <a href={mount.contextPath} hrefLang={mount.locale} lang={mount.locale} aria-current={mount.contextPath === site.contextPath ? 'true' : undefined}>
              {new Intl.DisplayNames([mount.locale], { type: 'language' }).of(mount.language) ?? mount.language}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
