import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductGrid } from '../../components/product-grid';
import { ResponsiveImage } from '../../components/responsive-image';
import type { HomeContent } from './home-content';
import styles from './home.module.css';

/** The hero image is half the page from 1025 px, the full width below. */
const HERO_SIZES = '(min-width: 1440px) 720px, (min-width: 1025px) 50vw, 100vw';
const ENTRY_SIZES = '(min-width: 1440px) 340px, (min-width: 1025px) 24vw, 48vw';

/** What a home layout shows besides its content. */
export interface HomeLayoutProps {
  /** Prefix of the section ids ('home' → 'home-hero-title'), unique on the page. */
  readonly id: string;
  /** The hero's heading (the page's h1). */
  readonly title: ReactNode;
  /** The hero's lead line. */
  readonly lead: ReactNode;
  readonly content: HomeContent;
  /** The link to a category by its slug ('/women' on the home page; the sub-brand keeps its query). */
  readonly hrefOf: (slug: string) => string;
  /** What goes before the sections: the page's title and meta elements. */
  readonly children?: ReactNode;
  /** The page's banners from the content API, shown below the hero (decision 0410). */
  readonly banners?: ReactNode;
  /** Shown after the layout's sections (the home page's recommendation tray, decision 0400). */
  readonly after?: ReactNode;
}

/**
 * The layout of a home page (decision 0050; the sub-brand homes of decision 0344 share it): a hero
 * with the LCP image (eager, high priority), entry tiles to the top categories, and a tray of
 * products from one category.
 */
export function HomeLayout({ id, title, lead, content: { hero, entries, tray }, hrefOf, children, banners, after }: HomeLayoutProps) {
  const { t } = useLingui();
  return (
    <div className={styles.home}>
      {children}
      <section className={styles.hero} aria-labelledby={`${id}-hero-title`}>
        <div className={styles.heroMedia}>
          {hero?.image && <ResponsiveImage image={hero.image} alt="" sizes={HERO_SIZES} priority preload className={styles.heroImage} />}
        </div>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Trans>New season</Trans>
          </p>
          <h1 id={`${id}-hero-title`} className={styles.heroTitle}>
            {title}
          </h1>
          <p className={styles.heroLead}>{lead}</p>
          {hero && (
            <Link to={hrefOf(hero.category.slug)} className={styles.cta}>
              <Trans>Shop {hero.category.displayName}</Trans>
            </Link>
          )}
        </div>
      </section>

      {banners}

      {entries.length > 0 && (
        <section className={styles.section} aria-labelledby={`${id}-categories-title`}>
          <h2 id={`${id}-categories-title`} className={styles.sectionTitle}>
            <Trans>Shop by category</Trans>
          </h2>
          <ul className={styles.entries}>
            {entries.map(({ item, image }) => (
              <li key={item.itemId} className={styles.entry}>
                <div className={styles.entryMedia}>
                  {image && <ResponsiveImage image={image} alt="" sizes={ENTRY_SIZES} className={styles.entryImage} />}
                </div>
                <Link to={hrefOf(item.slug)} className={styles.entryLink}>
                  {item.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {tray && (
        <section className={styles.section} aria-labelledby={`${id}-tray-title`}>
          <div className={styles.sectionHead}>
            <h2 id={`${id}-tray-title`} className={styles.sectionTitle}>
              <Trans>Trending in {tray.category.displayName}</Trans>
            </h2>
            <Link to={hrefOf(tray.slug)} className={styles.shopAll}>
              <Trans>Shop all</Trans>
              <span className="visually-hidden"> {tray.category.displayName}</span>
            </Link>
          </div>
          <ProductGrid tiles={tray.tiles} headingLevel={3} variant="tray" label={t`Trending in ${tray.category.displayName}`} />
        </section>
      )}
      {after}
    </div>
  );
}
