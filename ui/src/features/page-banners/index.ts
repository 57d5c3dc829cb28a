// What the home and category pages use of the page banners (decision 0410).
export { PageBanners } from './page-banners';
export { categoryBannersSlug, HOME_BANNERS_SLUG, loadPageBanners, type PageBannersData } from './page-banners.loader';
