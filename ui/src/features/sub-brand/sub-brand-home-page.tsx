import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { ProductGrid } from '../../components/product-grid';
import { ResponsiveImage } from '../../components/responsive-image';
import type { SubBrandHomeData } from './sub-brand-home.loader';
import styles from '../home/home.module.css';

/** The hero image is half the page from 1025 px, the full width below (as on the home page). */
const HERO_SIZES = '(min-width: 1440px) 720px, (min-width: 1025px) 50vw, 100vw';
const ENTRY_SIZES = '(min-width: 1440px) 340px, (min-width: 1025px) 24vw, 48vw';

/** The hero's lead line of each sub-brand; another code gets none. */
function HeroLead({ code }: { code: string }) {
  if (code === 'anthroliving') return <Trans>Furniture, bedding and kitchen pieces for every room, picked for the season ahead.</Trans>;
  if (code === 'fpmovement') return <Trans>Activewear made to move in, from the studio to the trail.</Trans>;
  return null;
}

/**
 * A sub-brand's home (shopping.md §1; decision 0344): its name as the page title, its robots meta,
 * a hero with the LCP image (eager, high priority), entry tiles to the categories below its
 * navigation root and a tray of its own products. Every link stays on the sub-brand
 * (`?subbrand={code}`), so the listings it opens are refined to it.
 */
export function SubBrandHomePage() {
  const { code, siteName, robots, content } = useLoaderData() as SubBrandHomeData;
  const { hero, entries, tray } = content;
  const { t } = useLingui();
  const onBrand = (slug: string) => `/${slug}?subbrand=${encodeURIComponent(code)}`;

  return (
    <div className={styles.home}>
      <title>{siteName}</title>
      <meta name="robots" content={robots} />
      <section className={styles.hero} aria-labelledby="sub-brand-hero-title">
        <div className={styles.heroMedia}>
          {hero?.image && <ResponsiveImage image={hero.image} alt="" sizes={HERO_SIZES} priority preload className={styles.heroImage} />}
        </div>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Trans>New season</Trans>
          </p>
          <h1 id="sub-brand-hero-title" className={styles.heroTitle}>
            {siteName}
          </h1>
          <p className={styles.heroLead}>
            <HeroLead code={code} />
          </p>
          {hero && (
            <Link to={onBrand(hero.category.slug)} className={styles.cta}>
              <Trans>Shop {hero.category.displayName}</Trans>
            </Link>
          )}
        </div>
      </section>

      {entries.length > 0 && (
        <section className={styles.section} aria-labelledby="sub-brand-categories-title">
          <h2 id="sub-brand-categories-title" className={styles.sectionTitle}>
            <Trans>Shop by category</Trans>
          </h2>
          <ul className={styles.entries}>
            {entries.map(({ item, image }) => (
              <li key={item.itemId} className={styles.entry}>
                <div className={styles.entryMedia}>
                  {image && <ResponsiveImage image={image} alt="" sizes={ENTRY_SIZES} className={styles.entryImage} />}
                </div>
                <Link to={onBrand(item.slug)} className={styles.entryLink}>
                  {item.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {tray && (
        <section className={styles.section} aria-labelledby="sub-brand-tray-title">
          <div className={styles.sectionHead}>
            <h2 id="sub-brand-tray-title" className={styles.sectionTitle}>
              <Trans>Trending in {tray.category.displayName}</Trans>
            </h2>
            <Link to={onBrand(tray.slug)} className={styles.shopAll}>
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
