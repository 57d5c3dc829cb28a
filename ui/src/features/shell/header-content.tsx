import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { HeaderLink } from '@vitrine/core';
import { sanitizeContentHtml } from '../../components/sanitized-html';
import { useSiteConfig } from '../../shared/site-context';
import type { HeaderContentData, LowerPromoData } from './header-content.loader';
import styles from './header-content.module.css';

/**
 * One content link (decision 0366): a storefront path through the router (so it stays under the
 * site's context path), a hash through a plain anchor (the hash modals), another site through a
 * plain anchor that says so to screen readers ("opens another site"); a link asking for a new
 * window opens one and says so too. `onNavigate` runs on a click (the push menu closes).
 */
export function ContentLink({ link, className, onNavigate }: { link: HeaderLink; className?: string | undefined; onNavigate?: (() => void) | undefined }) {
  const { t } = useLingui();
  const target = link.newWindow ? '_blank' : undefined;
  // The notes extend the visible text in the accessible name (the name starts with what is seen).
  const notes = [link.external ? t`(opens another site)` : null, link.newWindow ? t`(opens in a new window)` : null].filter((n) => n !== null);
  const label = notes.length > 0 ? [link.label, ...notes].join(' ') : undefined;
  if (link.external || link.href.startsWith('#')) {
    return (
      <a href={link.href} className={className} target={target} rel={link.external ? 'noopener' : undefined} aria-label={label} data-link-name={link.name} onClick={onNavigate}>
        {link.label}
        {link.external && (
          <svg aria-hidden="true" className={styles.externalIcon} width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="1.4">
            <path d="M4 1h5v5M9 1 3.5 6.5M7 6v3H1V3h3" />
          </svg>
        )}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} target={target} aria-label={label} data-link-name={link.name} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

function LinkList({ links, label, className, onNavigate }: { links: readonly HeaderLink[]; label: string; className?: string | undefined; onNavigate?: (() => void) | undefined }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.name}>
            <ContentLink link={link} className={styles.link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header's content link groups (shell-and-account.md §2 "Page shell"; decision 0366), each a
 * navigation landmark with its own name: "Utility" (store locator, help, order status, gift cards,
 * rewards), "More from {siteName}" (the brand utility links) and "Also visit" (the other brand's
 * site for this region). An empty group renders nothing. `layout` is 'bar' above the main bar
 * (≥ 1025 px) or 'menu' inside the push menu (below); `onNavigate` runs when a link is followed.
 */
export function HeaderLinkGroups({ content, layout, onNavigate }: { content: HeaderContentData; layout: 'bar' | 'menu'; onNavigate?: (() => void) | undefined }) {
  const { t } = useLingui();
  const { siteName } = useSiteConfig();
  return (
    <div className={layout === 'bar' ? styles.bar : styles.menu} data-header-links={layout}>
      <LinkList links={content.utilityLinks} label={t`Utility`} className={styles.utility} onNavigate={onNavigate} />
      <LinkList links={content.brandUtilityLinks} label={t`More from ${siteName}`} onNavigate={onNavigate} />
      {content.alsoVisitLinks.length > 0 && (
        <nav aria-labelledby={`also-visit-${layout}`} className={styles.alsoVisit}>
          <span id={`also-visit-${layout}`} className={styles.alsoVisitTitle}>
            <Trans>Also visit</Trans>
          </span>
          <ul className={styles.list}>
            {content.alsoVisitLinks.map((link) => (
              <li key={link.name}>
                <ContentLink link={link} className={styles.link} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/**
 * The lower promo message below the navigation row (shell-and-account.md §2; shopping.md §2 "Header";
 * decision 0366): the loader's HTML from markdown, sanitised with DOMPurify (the raw text as text
 * when the markdown could not be parsed), and its optional link.
 */
export function LowerPromo({ promo }: { promo: LowerPromoData }) {
  const clean = useMemo(() => (promo.raw ? null : sanitizeContentHtml(promo.html)), [promo.html, promo.raw]);
  return (
    <div className={styles.lowerPromo} data-lower-promo="">
      {clean === null ? <p className={styles.message}>{promo.html}</p> : <div className={styles.message} dangerouslySetInnerHTML={{ __html: clean }} />}
      {promo.link && <ContentLink link={promo.link} className={styles.promoLink} />}
    </div>
  );
}

/**
 * The header's content part `part` (decision 0366), the lazy chunk's entry: 'bar' or 'menu' the
 * link groups in that layout (nothing when every group is empty), 'promo' the lower promo message
 * (nothing without one).
 */
export default function HeaderContentPart({ header, part, onNavigate }: { header: HeaderContentData; part: 'bar' | 'menu' | 'promo'; onNavigate?: (() => void) | undefined }) {
  if (part === 'promo') return header.lowerPromo ? <LowerPromo promo={header.lowerPromo} /> : null;
  if (header.utilityLinks.length + header.brandUtilityLinks.length + header.alsoVisitLinks.length === 0) return null;
  return <HeaderLinkGroups content={header} layout={part} onNavigate={onNavigate} />;
}
