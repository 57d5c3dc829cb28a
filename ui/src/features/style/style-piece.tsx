import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productPath, type StylePiece } from '@vitrine/core';
import { Price, priceRangeOf } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { AddToCart, ProductOptions, usePieceSelection } from '../product';
import styles from './style.module.css';

/** How wide a piece's photo is laid out: a third of the page on desktop (3 columns), half on tablets, full width on phones. */
export const PIECE_IMAGE_SIZES = '(min-width: 1025px) 33vw, (min-width: 600px) 50vw, 100vw';

/**
 * One piece of a style page (decision 0270): an article named by its h2 (the product name, linking
 * to the product page with `parentStyleId`, a product-page query parameter of shopping.md §2), the
 * photo of the picked colour (srcset at the spec's widths, width and height; the `first` piece's is
 * eager and preloaded, the others lazy), the price (the picked SKU's, else the range), and the
 * product page's options and buy box with a selection of its own (`usePieceSelection`).
 */
export function StylePieceCard({ piece, styleId, first }: { piece: StylePiece; styleId: string; first: boolean }) {
  const { product } = piece;
  const headingId = useId();
  const { selection, update } = usePieceSelection(product);
  const image = selection.color?.images[0] ?? product.colors.find((c) => c.images.length > 0)?.images[0] ?? null;
  const price = selection.sku ? priceRangeOf(selection.sku.listPrice, selection.sku.salePrice) : product.price;
  const href = `${productPath(product.kind, product.productSlug)}?parentStyleId=${encodeURIComponent(styleId)}`;
  return (
    <article className={styles.piece} aria-labelledby={headingId}>
      <div className={styles.media}>
        {image && <ResponsiveImage image={image} sizes={PIECE_IMAGE_SIZES} priority={first} preload={first} className={styles.image} />}
      </div>
      <div className={styles.body}>
        {piece.linkType === 'crosssell' && (
          <p className={styles.kicker}>
            <Trans>Finish the look</Trans>
          </p>
        )}
        <h2 id={headingId} className={styles.name}>
          <Link to={href}>{product.displayName}</Link>
        </h2>
        <Price price={price} className={styles.price} />
        <ProductOptions product={product} selection={selection} update={update} />
        <AddToCart product={product} selection={selection} onQuantityChange={(quantity) => update({ quantity })} />
      </div>
    </article>
  );
}
