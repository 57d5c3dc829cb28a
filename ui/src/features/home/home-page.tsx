import { Trans } from '@lingui/react/macro';
import { HOME_GALLERY_ID } from '@vitrine/core';
import { useLoaderData } from 'react-router-dom';
import { useSiteConfig } from '../../shared/site-context';
import { PageBanners } from '../page-banners';
import type { HomeData } from './home.loader';
import { HomeLayout } from './home-layout';
import { RecTraysSlot } from '../recommendations';
import { GallerySlot } from '../gallery';
import { PromotionSlot } from '../personalized-content';

/** The home page's tray is about no product: best sellers (decision 0400). */
const NO_PRODUCTS: readonly string[] = [];

/**
 * The home page (decision 0050): a hero with the LCP image (eager, high priority), entry tiles
 * to the top categories, a tray of products from one category, and the recommendation tray
 * (decision 0400); below the hero, the home banners from the content API (decision 0410); before
 * the tray, the brand's shop-the-look gallery, loaded after hydration (decision 0406), after the
 * bandit promotion slot and its notifications (decisions 0407, 0408).
 */
export function HomePage() {
  const { banners, ...content } = useLoaderData() as HomeData;
  const config = useSiteConfig();
  return (
    <HomeLayout
      id="home"
      title={<Trans>Made for the way you live</Trans>}
      lead={<Trans>Easy layers, everyday essentials and pieces for the home, picked for the season ahead.</Trans>}
      content={content}
      hrefOf={(slug) => `/${slug}`}
      banners={<PageBanners data={banners} />}
      after={
        <>
          <PromotionSlot page="home" />
          <GallerySlot galleryId={HOME_GALLERY_ID} />
          <RecTraysSlot page="home" productIds={NO_PRODUCTS} />
        </>
      }
    >
      <title>{config.siteName}</title>
    </HomeLayout>
  );
}
