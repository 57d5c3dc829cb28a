import { Plural, Trans } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { lookToShow, lookTrayPieces, productPath, shopTheLookPresentation, stylePath, StyleGateway, type StylePiece, type StyleSummary } from '@vitrine/core';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { Price } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { useExperiments } from '../../shared/experiments';
import { usePortData } from './use-port-data';
import styles from './shop-the-look.module.css';

/** How wide a tray piece's photo is laid out: four to a row beside the buy box, two on phones. */
const TRAY_IMAGE_SIZES = '(min-width: 1025px) 120px, (min-width: 600px) 22vw, 45vw';

/** The look link card (shopTheLookVariant 0): the look's first photo as a thumbnail, its name and piece count. */
function LookLink({ look }: { look: StyleSummary }) {
  return (
    <Link to={stylePath(look.styleId)} className={styles.link}>
      {look.image && <ResponsiveImage image={look.image} alt="" sizes={`${THUMBNAIL_WIDTH}px`} widths={[THUMBNAIL_WIDTH]} mobileWidths={null} className={styles.thumb} />}
      <span>
        <span className={styles.title}>
          <Trans>Shop the look</Trans>
        </span>
        <span className={styles.note}>
          <Trans>
            <Plural value={look.pieceCount} one="# piece" other="# pieces" /> styled with the {look.displayName}
          </Trans>
        </span>
      </span>
    </Link>
  );
}

/** One piece of the look tray: photo and name linking to its product page with `parentStyleId`, its price, and (variant 2) a quick shop link. */
function TrayPiece({ piece, styleId, quickshop }: { piece: StylePiece; styleId: string; quickshop: boolean }) {
  const { product } = piece;
  const image = product.colors.find((c) => c.images.length > 0)?.images[0] ?? null;
  const href = `${productPath(product.kind, product.productSlug)}?parentStyleId=${encodeURIComponent(styleId)}`;
  const quick = `#quickshop?${new URLSearchParams({ slug: product.productSlug, displayName: product.displayName, parentStyleId: styleId })}`;
  return (
    <li className={styles.piece}>
      <Link to={href} className={styles.pieceLink}>
        {image && <ResponsiveImage image={image} alt="" sizes={TRAY_IMAGE_SIZES} widths={[THUMBNAIL_WIDTH, 360]} mobileWidths={null} className={styles.pieceImage} />}
        <span className={styles.pieceName}>{product.displayName}</span>
      </Link>
      <Price price={product.price} size="sm" />
      {quickshop && (
        <a href={quick} className={styles.quickshop}>
          <Trans>
            Quick shop<span className="visually-hidden"> {product.displayName}</span>
          </Trans>
        </a>
      )}
    </li>
  );
}

/**
 * "Shop the look" on the product page (decisions 0270, 0362), loaded after hydration. The look is
 * the one the shopper came from (`?parentStyleId=`), else the one the product anchors, else the
 * first holding it (core's `lookToShow`); nothing when the product is in no look or the call fails
 * (logged). shopTheLookVariant picks the presentation (core's `shopTheLookPresentation`): 0 a link
 * card to the style page with the look's first photo (the spec's 100 px thumbnail width, shopping.md
 * §9); 1 a region "Shop the look" listing the look's other pieces (core's `lookTrayPieces`) with
 * photo, name and price, each linking to its product page, and a link to the whole look; 2 the same
 * with a "Quick shop" link per piece (the #quickshop hash modal). A look without other pieces, or
 * whose pieces cannot be loaded, falls back to the link card.
 */
function ShopTheLook({ productId }: { productId: string }) {
  const parentStyleId = useSearchParams()[0].get('parentStyleId');
  const presentation = shopTheLookPresentation(useExperiments().shopTheLookVariant);
  const headingId = useId();
  const shown = usePortData(`${productId}|${parentStyleId ?? ''}|${presentation}`, 'Product styles', async (services) => {
    const gateway = services.get(StyleGateway);
    const look = lookToShow(productId, await gateway.getStylesOf(productId), parentStyleId);
    if (!look) return null;
    if (presentation === 'link') return { look, pieces: [] };
    const full = await gateway.getStyle(look.styleId);
    return { look, pieces: full.ok ? lookTrayPieces(full.value, productId) : [] };
  });
  if (!shown) return null;
  if (shown.pieces.length === 0) return <LookLink look={shown.look} />;
  return (
    <section className={styles.tray} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.trayTitle}>
        <Trans>Shop the look</Trans>
      </h2>
      <ul className={styles.pieces}>
        {shown.pieces.map((piece) => (
          <TrayPiece key={piece.product.productId} piece={piece} styleId={shown.look.styleId} quickshop={presentation === 'quickshop-tray'} />
        ))}
      </ul>
      <Link to={stylePath(shown.look.styleId)} className={styles.whole}>
        <Trans>See the whole look</Trans>
      </Link>
    </section>
  );
}

/** Memoized: the product page renders again on every selection change; the looks depend on the product only. */
export default memo(ShopTheLook);
