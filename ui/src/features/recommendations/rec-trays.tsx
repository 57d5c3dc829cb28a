import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  campaignStatOf,
  EVENTS_WITHOUT_MARKETING_CONSENT,
  foreignTextLanguage,
  loadRecTrays,
  PersonalizationGateway,
  productTrayEvent,
  recTrayCampaignVariant,
  recTrayHeadingKind,
  recTrayPlacements,
  type CartLine,
  type PageType,
  type ProductTile,
  type RecTray,
  type RecTrayPage,
} from '@vitrine/core';
import { Price } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { trackAnalytics } from '../../shared/analytics-bus';
import { useExperiments } from '../../shared/experiments';
import { queueCampaignStat } from '../../shared/campaign-stats-queue';
import { useSite } from '../../shared/site-context';
import { useDatasetCall } from '../../shared/use-dataset-call';
import styles from './rec-trays.module.css';

const [TRAY_IMPRESSION, TRAY_CLICK] = EVENTS_WITHOUT_MARKETING_CONSENT;

/** How wide a tray product's photo is laid out: two to a row on phones, four from 600 px, at most 220 px. */
const TRAY_IMAGE_SIZES = '(min-width: 1025px) 220px, (min-width: 600px) 24vw, 46vw';
/** The widths offered: the spec's smallest (shopping.md §9), enough for 2x screens at 220 px. */
const TRAY_IMAGE_WIDTHS = [360, 540] as const;

/** Page type and dataset action of each page with trays (shell-and-account.md §9 page types). */
const PAGES: Readonly<Record<RecTrayPage, { pageType: PageType; action: string }>> = {
  product: { pageType: 'pdp', action: 'View Item' },
  cart: { pageType: 'cart', action: 'View Cart' },
  home: { pageType: 'home', action: 'View Home' },
  category: { pageType: 'category', action: 'View Category' },
  search: { pageType: 'search', action: 'View Search Results' },
};

export interface RecTraysProps {
  readonly page: RecTrayPage;
  /** The products the trays are about: the product page's product, the cart's products, none on the home page, a listing's or search's first products (core's listingTraySeeds). */
  readonly productIds: readonly string[];
  /** The cart lines, when the page has them (the cart page). */
  readonly cartLines?: readonly CartLine[];
}

/** One tray: a region named by its heading, its products as links with photo, name and price; impression once seen, click events. */
function Tray({ tray, campaignVariant }: { tray: RecTray; campaignVariant: number | undefined }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const heading = recTrayHeadingKind(tray.placement, campaignVariant);
  const title = heading === 'family' ? t`From the same family` : heading === 'popular' ? t`Popular right now` : t`You may also like`;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const seen = () => {
      trackAnalytics(productTrayEvent(TRAY_IMPRESSION, tray));
      queueCampaignStat(campaignStatOf(TRAY_IMPRESSION, tray));
    };
    if (typeof IntersectionObserver === 'undefined') {
      seen();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      seen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [tray]);
  const clicked = (product: ProductTile) => {
    trackAnalytics(productTrayEvent(TRAY_CLICK, tray, product));
    queueCampaignStat(campaignStatOf(TRAY_CLICK, tray));
  };
  return (
    <section ref={ref} className={styles.tray} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.products}>
        {tray.products.map((product) => (
          <li key={product.productId} className={styles.product}>
            <Link to={product.pdpURL} className={styles.link} onClick={() => clicked(product)} lang={foreignTextLanguage(product.textLanguage, locale)}>
              {product.image ? (
                <ResponsiveImage image={product.image} alt="" sizes={TRAY_IMAGE_SIZES} widths={TRAY_IMAGE_WIDTHS} mobileWidths={null} className={styles.image} />
              ) : (
                <span className={styles.noImage} aria-hidden="true" />
              )}
              <span className={styles.name}>{product.displayName}</span>
            </Link>
            <Price price={product.price} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The recommendation trays of a page (shopping.md §3 recTrays, §4, §6; decisions 0330, 0400),
 * loaded after the first paint in their own chunk: the page's placements (core's
 * recTrayPlacements: the family tray too on the product page with enableFamilyRecTray=1), asked
 * through core's loadRecTrays in the shared dataset call (useDatasetCall) — the personalization provider's dataset call when the stored
 * consent allows personalization (isPersonalizationAllowed), with this browser's anonymous id, the
 * customer data object and the cart; else the content service, unpersonalized. winston2 is the
 * strategy variant; on the category listing and search results plpPersonalization /
 * searchPersonalization is the campaign variant (1 "You may also like", 2 "Popular right now",
 * 3 and more no tray; decision 0424). Each tray is a region named by its title ("You may also
 * like", "From the same family", "Popular right now") listing its products; it tracks a product-tray impression when first seen and a click
 * per product link (the events sent even without marketing consent). A failure is logged and
 * nothing shows (shopping.md §8).
 */
export default function RecTrays({ page, productIds, cartLines = [] }: RecTraysProps) {
  const experiments = useExperiments();
  const placements = recTrayPlacements(page, experiments);
  const campaignVariant = recTrayCampaignVariant(page, experiments);
  const key = `${page}|${productIds.join(',')}|${placements.join(',')}|${experiments.winston2}|${campaignVariant ?? ''}`;
  const trays = useDatasetCall<readonly RecTray[]>({
    page: PAGES[page],
    cartLines,
    key,
    send: ({ services, personalizationAllowed, event }) =>
      loadRecTrays(
        services.get(PersonalizationGateway),
        { ...event(), placements, productIds, strategyVariant: experiments.winston2, ...(campaignVariant !== undefined ? { campaignVariant } : {}) },
        personalizationAllowed,
      ),
    empty: [],
    failureMessage: 'Recommendation trays could not be loaded',
  });
  const shown = trays?.key === key ? trays.value : null;
  if (shown === null) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <>
      {shown.map((tray) => (
        <Tray key={tray.campaignId} tray={tray} campaignVariant={campaignVariant} />
      ))}
    </>
  );
}
