import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { useSiteConfig } from '../../shared/site-context';
import { ProductGrid } from '../../components/product-grid';
import { ResponsiveImage } from '../../components/responsive-image';
import type { HomeContent } from './home-content';
import styles from './home.module.css';

/** The hero image is half the page from 1025 px, the full width below. */
const HERO_SIZES = '(min-width: 1440px) 720px, (min-width: 1025px) 50vw, 100vw';
const ENTRY_SIZES = '(min-width: 1440px) 340px, (min-width: 1025px) 24vw, 48vw';

/**
 * The home page (decision 0050): a hero with the LCP image (eager, high priority), entry tiles
 * to the top categories, and a tray of products from one category.
 */
export function HomePage() {
  const { hero, entries, tray } = useLoaderData() as HomeContent;
  const config = useSiteConfig();
  const { t } = useLingui();

  return (
    <div className={styles.home}>
      <title>{config.siteName}</title>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroMedia}>
          {hero?.image && <ResponsiveImage image={hero.image} alt="" sizes={HERO_SIZES} priority preload className={styles.heroImage} />}
        </div>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Trans>New season</Trans>
          </p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            <Trans>Made for the way you live</Trans>
          </h1>
          <p className={styles.heroLead}>
            <Trans>Easy layers, everyday essentials and pieces for the home, picked for the season ahead.</Trans>
          </p>
          {hero && (
            <Link to={`/${hero.category.slug}`} className={styles.cta}>
              <Trans>Shop {hero.category.displayName}</Trans>
            </Link>
          )}
        </div>
      </section>

      {entries.length > 0 && (
        <section className={styles.section} aria-labelledby="home-categories-title">
          <h2 id="home-categories-title" className={styles.sectionTitle}>
            <Trans>Shop by category</Trans>
          </h2>
          <ul className={styles.entries}>
            {entries.map(({ item, image }) => (
              <li key={item.itemId} className={styles.entry}>
                <div className={styles.entryMedia}>
                  {image && <ResponsiveImage image={image} alt="" sizes={ENTRY_SIZES} className={styles.entryImage} />}
                </div>
                <Link to={`/${item.slug}`} className={styles.entryLink}>
                  {item.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {tray && (
        <section className={styles.section} aria-labelledby="home-tray-title">
          <div className={styles.sectionHead}>
            <h2 id="home-tray-title" className={styles.sectionTitle}>
              <Trans>Trending in {tray.category.displayName}</Trans>
            </h2>
            <Link to={`/${tray.slug}`} className={styles.shopAll}>
              <Trans>Shop all</Trans>
              <span className="visually-hidden"> {tray.category.displayName}</span>
            </Link>
          </div>
          <ProductGrid tiles={tray.tiles} headingLevel={3} variant="tray" label={t`Trending in ${tray.category.displayName}`} />
        </section>
      )}
    </div>
  );
}
