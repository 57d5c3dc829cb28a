import {
  Clock,
  INVALID_GLOBAL_PROMO_MESSAGE,
  liveTextBannerModel,
  Logger,
  PageBannerGateway,
  parseEndDate,
  renderMarkdown,
  rotationalBannerModel,
  simpleBannerModel,
  type LiveTextBannerModel,
  type PageBannerEntry,
  type RotationalBannerModel,
  type SimpleBannerModel,
} from '@vitrine/core';
import type { Services } from '../../shared/services';

/** The slug of the home page's banner list (decision 0410). */
export const HOME_BANNERS_SLUG = 'home';

/** The slug of a category page's banner list: `category-{categorySlug}` (decision 0410). */
export function categoryBannersSlug(categorySlug: string): string {
  return `category-${categorySlug}`;
}

/** One banner of a page, ready to render (decision 0410). */
export type PageBannerView =
  | {
      readonly kind: 'live-text';
      readonly id: string;
      readonly model: LiveTextBannerModel;
      /** The end (epoch ms) for the ticking countdown, null without one. */
      readonly endsAt: number | null;
      /** The details markdown as HTML (unsanitised; the banner sanitises it), or the raw text when `detailsRaw`; null without details. */
      readonly detailsHtml: string | null;
      readonly detailsRaw: boolean;
    }
  | { readonly kind: 'simple'; readonly id: string; readonly model: SimpleBannerModel }
  | { readonly kind: 'rotational'; readonly id: string; readonly model: RotationalBannerModel }
  /** An entry that could not be rendered: an empty element (shell-and-account.md §8). */
  | { readonly kind: 'invalid'; readonly id: string };

/** A page's banners as its loader hands them to the page. */
export interface PageBannersData {
  /** The container entry's id: the live-text details reset when it changes. */
  readonly entryId: string;
  /** When the server built it (epoch ms): the countdown's first render, so the browser hydrates the same text. */
  readonly renderedAt: number;
  readonly banners: readonly PageBannerView[];
}

/**
 * The banners of a page (shell-and-account.md §3, §4, §8; shopping.md §7 "Content", §8; decision
 * 0410) from PageBannerGateway (a 502 falls back to the direct provider in the gateway, which also
 * caches for the content TTL): each entry through core's liveTextBannerModel (at the clock's now,
 * its markdown details rendered with the marked renderer through renderMarkdown, loaded on demand),
 * simpleBannerModel or rotationalBannerModel; an entry of another type logs 'Unable to render
 * Global Promo' and renders empty. A page without an entry ('Contentful entry not found: {slug}')
 * is logged at info level and gives null, as does a failed call (logged as an error). Never throws.
 */
export async function loadPageBanners(services: Services, slug: string): Promise<PageBannersData | null> {
  const logger = services.get(Logger);
  try {
    const result = await services.get(PageBannerGateway).getPageBanners(slug);
    if (!result.ok) {
      logger.info(result.error.message, { code: result.error.code, slug });
      return null;
    }
    const now = services.get(Clock).now();
    const banners = await Promise.all(result.value.banners.map((entry) => bannerView(entry, now, services)));
    return { entryId: result.value.entryId, renderedAt: now, banners };
  } catch (error) {
    logger.error('Page banners load failed', { slug, error: String(error) });
    return null;
  }
}

async function bannerView(entry: PageBannerEntry, now: number, services: Services): Promise<PageBannerView> {
  switch (entry.type) {
    case 'componentLiveTextBanner': {
      const model = liveTextBannerModel(entry.fields, now);
      let detailsHtml: string | null = null;
      let detailsRaw = false;
      if (model.details !== null) {
        const { MarkedMarkdownRenderer } = await import('@vitrine/adapters/markdown');
        const rendered = renderMarkdown(new MarkedMarkdownRenderer(), model.details, services.get(Logger));
        detailsHtml = rendered.html;
        detailsRaw = rendered.raw;
      }
      return { kind: 'live-text', id: entry.id, model, endsAt: parseEndDate(entry.fields.endDate), detailsHtml, detailsRaw };
    }
    case 'componentSimpleBanner':
      return { kind: 'simple', id: entry.id, model: simpleBannerModel(entry.fields) };
    case 'componentRotationalBanner':
      return { kind: 'rotational', id: entry.id, model: rotationalBannerModel(entry.fields) };
    case 'unsupported':
      services.get(Logger).error(INVALID_GLOBAL_PROMO_MESSAGE, { id: entry.id, type: entry.contentType });
      return { kind: 'invalid', id: entry.id };
  }
}
