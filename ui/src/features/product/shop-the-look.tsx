import { Plural, Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { lookToShow, stylePath, StyleGateway } from '@vitrine/core';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { ResponsiveImage } from '../../components/responsive-image';
import { usePortData } from './use-port-data';
import styles from './shop-the-look.module.css';

/**
 * "Shop the look" on the product page (decision 0270), loaded after hydration: a link to the style
 * page of the look the shopper came from (`?parentStyleId=`), else of the look the product
 * anchors, else of the first look holding it (core's `lookToShow`),
 * with the look's first photo as a thumbnail (the spec's 100 px thumbnail width, shopping.md §9). Nothing when the product is in no look or the call
 * fails (logged).
 */
export default function ShopTheLook({ productId }: { productId: string }) {
  const parentStyleId = useSearchParams()[0].get('parentStyleId');
  const look = usePortData(`${productId}|${parentStyleId ?? ''}`, 'Product styles', async (services) =>
    lookToShow(productId, await services.get(StyleGateway).getStylesOf(productId), parentStyleId),
  );
  if (!look) return null;
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
