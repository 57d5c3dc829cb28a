import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ProductGrid } from '../../components/product-grid';
import { PageTitle } from '../../shared/page-title';
import type { BrandData, BrandsData, SellerData, SellersData } from './brands.loader';
import styles from './brands.module.css';

/** Tiles whose images load eagerly (the first row on a phone). */
const EAGER_TILES = 2;

/** One card of an index: name, description, product count, linking to its page. */
function IndexCard({ to, name, description, count }: { to: string; name: string; description: string; count: number }) {
  return (
    <li>
      <Link to={to} className={styles.card}>
        <h2 className={styles.cardName}>{name}</h2>
        {description && <p className={styles.cardText}>{description}</p>}
        <p className={styles.cardCount}>
          <Plural value={count} one="# product" other="# products" />
        </p>
      </Link>
    </li>
  );
}

/** `/brands`: every brand of the site with its product count (shopping.md §2 "Brand index"). */
export function BrandsPage() {
  const { brands } = useLoaderData() as BrandsData;
  const { t } = useLingui();
  return (
    <div className="page">
      <PageTitle page={t`Brands`} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Brands` }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Brands</Trans>
        </h1>
      </header>
      <ul className={styles.index}>
        {brands.map((b) => (
          <IndexCard key={b.slug} to={`/brands/${b.slug}`} name={b.displayName} description={b.description} count={b.productCount} />
        ))}
      </ul>
    </div>
  );
}

/** `/brands/{slug}`: the brand's name, description and its products as tiles (shopping.md §2 "brand page"). */
export function BrandPage() {
  const { brand, tiles } = useLoaderData() as BrandData;
  const { t } = useLingui();
  return (
    <div className="page">
      <PageTitle page={brand.displayName} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Brands`, to: '/brands' }, { label: brand.displayName }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{brand.displayName}</h1>
        {brand.description && <p className={styles.lead}>{brand.description}</p>}
        <p className={styles.cardCount}>
          <Plural value={tiles.length} one="# product" other="# products" />
        </p>
      </header>
      <ProductGrid tiles={tiles} priorityCount={EAGER_TILES} label={t`Products by ${brand.displayName}`} />
    </div>
  );
}

/** `/sellers`: the marketplace sellers (shopping.md §2 "Seller index"). */
export function SellersPage() {
  const { sellers } = useLoaderData() as SellersData;
  const { t } = useLingui();
  return (
    <div className="page">
      <PageTitle page={t`Marketplace sellers`} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Marketplace sellers` }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Marketplace sellers</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Independent shops sell these items through our marketplace. They ship and handle returns themselves.</Trans>
        </p>
      </header>
      <ul className={styles.index}>
        {sellers.map((s) => (
          <IndexCard key={s.slug} to={`/sellers/${s.slug}`} name={s.shopName} description={s.description} count={s.productCount} />
        ))}
      </ul>
    </div>
  );
}

/** `/sellers/{slug}`: the seller's shop name, description and marketplace items. */
export function SellerPage() {
  const { seller, tiles } = useLoaderData() as SellerData;
  const { t } = useLingui();
  return (
    <div className="page">
      <PageTitle page={seller.shopName} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Marketplace sellers`, to: '/sellers' }, { label: seller.shopName }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{seller.shopName}</h1>
        {seller.description && <p className={styles.lead}>{seller.description}</p>}
        <p className={styles.cardCount}>
          <Trans>Marketplace seller</Trans> · <Plural value={tiles.length} one="# product" other="# products" />
        </p>
      </header>
      <ProductGrid tiles={tiles} priorityCount={EAGER_TILES} label={t`Products from ${seller.shopName}`} />
    </div>
  );
}
