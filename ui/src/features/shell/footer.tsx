import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { sitesOf } from '@vitrine/core';
import { StableLink } from '../../components/stable-link';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { EmailPageForm, EmailSignUpForm } from '../modals';
import styles from './footer.module.css';

/**
 * The full footer (lazy-loaded by the shell): help links and the hash modals of customer service
 * (shell-and-account.md §2), the regional sites (each a full page load under its context path),
 * the site-select modal when its feature is on (#site-select; shell-and-account.md §2), the e-mail sign-up form (source 'footer'; decision 0201) and the sample-data credits.
 * Memoised, its links StableLinks (decision 0477): a navigation's start renders none of it, its end only the footer.
 */
function Footer({ variant }: { variant: 'full' | 'slim' }) {
  const { t } = useLingui();
  const site = useSite();
  const config = useSiteConfig();
  const year = new Date().getFullYear();
  const location = useLocation();
  const regionNames = new Intl.DisplayNames([site.locale], { type: 'region' });
  const languageNames = new Intl.DisplayNames([site.locale], { type: 'language' });
  return (
    <footer className={styles.footer}>
      {variant === 'full' && (
        <div className={styles.columns}>
          <nav aria-label={t`Customer service`}>
            <h2 className={styles.heading}>
              <Trans>Customer service</Trans>
            </h2>
            <ul className={styles.list}>
              <li>
                <StableLink to="/cart">
                  <Trans>Your cart</Trans>
                </StableLink>
              </li>
              <li>
                <StableLink to="/wishlist">
                  <Trans>Favorites</Trans>
                </StableLink>
              </li>
              <li>
                <StableLink to="/search">
                  <Trans>Search the store</Trans>
                </StableLink>
              </li>
              <li>
                <a href="#contact-us">
                  <Trans>Contact us</Trans>
                </a>
              </li>
              <li>
                <a href="#request-catalog">
                  <Trans>Request a catalog</Trans>
                </a>
              </li>
              <li>
                <StableLink to="/shop/e-gift-card">
                  <Trans>Send an e-gift card</Trans>
                </StableLink>
              </li>
              <li>
                <StableLink to="/shop/classic-gift-card">
                  <Trans>Buy a gift card</Trans>
                </StableLink>
              </li>
              <li>
                <a href="#giftcard-balance">
                  <Trans>Check a gift card balance</Trans>
                </a>
              </li>
              <li>
                <a href="#loyalty-signup">
                  <Trans>Join the loyalty program</Trans>
                </a>
              </li>
              {config.features['smsOptIn'] === true && (
                <li>
                  <a href="#sms-sign-up">
                    <Trans>Sign up for texts</Trans>
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <nav aria-label={t`Regional sites`}>
            <h2 className={styles.heading}>
              <Trans>Country and language</Trans>
            </h2>
            {config.features['siteSelect'] === true && (
              <p className={styles.siteSelect}>
                <a href="#site-select">
                  <Trans>Choose your region</Trans>
                </a>
              </p>
            )}
            <ul className={styles.list}>
              {sitesOf(site.brand).map((other) => (
                <li key={other.contextPath}>
                  <a href={other.contextPath} lang={other.locale} aria-current={other.contextPath === site.contextPath ? 'true' : undefined}>
                    {regionNames.of(other.country)} · {languageNames.of(other.language)} ({other.currency})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-email">
            <h2 id="footer-email" className={styles.heading}>
              <Trans>Get our emails</Trans>
            </h2>
            <EmailSignUpForm source="footer" />
            <details className={styles.details}>
              <summary>
                <Trans>Email this page to a friend</Trans>
              </summary>
              <EmailPageForm pageUrl={typeof window === 'undefined' ? location.pathname + location.search : window.location.origin + window.location.pathname + location.search} />
            </details>
          </section>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              <Trans>About {config.siteName}</Trans>
            </h2>
            <p className={styles.note}>
              <Trans>
                Product data and photos: Magento Luma sample data (OSL-3.0/AFL-3.0) and Spree Commerce demo data (BSD-3-Clause).
              </Trans>
            </p>
          </section>
        </div>
      )}
      <p className={styles.legal}>
        <Trans>
          © {year} {config.siteName}
        </Trans>
      </p>
    </footer>
  );
}

export default memo(Footer);
