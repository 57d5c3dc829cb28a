import type { LoaderFunction } from 'react-router-dom';
import { Clock, ContentGateway, globalPromoModel, Logger, parseEndDate, renderMarkdown, type LiveTextBannerModel, type SimpleBannerModel } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { loadHeaderContent, type HeaderContentData } from './header-content.loader';

/** A live-text banner ready to render: the model, its end (epoch ms) for the ticking countdown, and its details as HTML (unsanitised). */
export interface LiveTextPromo {
  readonly model: LiveTextBannerModel;
  readonly endsAt: number | null;
  /** The details markdown as HTML, or the raw text when it could not be parsed (`detailsRaw`); null without details. */
  readonly detailsHtml: string | null;
  readonly detailsRaw: boolean;
}

/** The header promo of the page shell (shell-and-account.md §2, §3; decision 0301). */
export interface GlobalPromoData {
  /** The container entry's id: the details reset when it changes. */
  readonly entryId: string;
  /** When the server built it (epoch ms): the countdown's first render, so the browser hydrates the same text. */
  readonly renderedAt: number;
  /** The banner, or null when the entry could not be rendered ('Unable to render Global Promo', logged). */
  readonly banner: ({ readonly kind: 'live-text' } & LiveTextPromo) | SimpleBannerModel | null;
}

/** What the root route's loader gives the shell. */
export interface ShellData {
  readonly globalPromo: GlobalPromoData | null;
  /** The utility bar, brand utility links, 'also visit' links and lower promo message (decision 0366); null shows none. */
  readonly header?: HeaderContentData | null;
}

/**
 * The root route's loader (decision 0301): the global promo container from the content API
 * (ContentGateway; a 502 falls back to the direct provider in the gateway), its first promo turned
 * into a banner by core's globalPromoModel at the clock's now; a live-text banner's details markdown
 * rendered with the markdown renderer (loaded on demand) through core's renderMarkdown. An
 * unrenderable entry logs 'Unable to render Global Promo' and gives an empty banner; a failed call
 * is logged and gives no promo. Never throws. Threshold and rotational promos need the cart or the
 * carousel: the header renders live-text and simple banners only (decision 0301). The header
 * container (decision 0366) is read at the same time by loadHeaderContent, never after the promo.
 */
export function makeShellLoader(services: Services): LoaderFunction {
  return async (): Promise<ShellData> => {
    const [globalPromo, header] = await Promise.all([loadGlobalPromo(services), loadHeaderContent(services)]);
    return { globalPromo, header };
  };
}

/** The global promo for the shell (decision 0301): null without an entry or after a failed call (logged). Never throws. */
async function loadGlobalPromo(services: Services): Promise<GlobalPromoData | null> {
  const logger = services.get(Logger);
  try {
    const container = await services.get(ContentGateway).getGlobalPromo();
    if (!container) return null;
    const now = services.get(Clock).now();
    const model = globalPromoModel(container.promos[0], now);
    const base = { entryId: container.entryId, renderedAt: now };
    if (!model.ok) {
      logger.error(model.error.message, { code: model.error.code, entryId: container.entryId });
      return { ...base, banner: null };
    }
    const banner = model.value;
    if (banner.kind === 'simple') return { ...base, banner };
    if (banner.kind !== 'live-text') {
      logger.warn('Global promo type not shown in the header', { kind: banner.kind, entryId: container.entryId });
      return { ...base, banner: null };
    }
    const promo = container.promos[0] as { fields: { endDate: string | number | null } };
    let detailsHtml: string | null = null;
    let detailsRaw = false;
    if (banner.details !== null) {
      const { MarkedMarkdownRenderer } = await import('@vitrine/adapters/markdown');
      const rendered = renderMarkdown(new MarkedMarkdownRenderer(), banner.details, logger);
      detailsHtml = rendered.html;
      detailsRaw = rendered.raw;
    }
    return { ...base, banner: { kind: 'live-text', model: banner, endsAt: parseEndDate(promo.fields.endDate), detailsHtml, detailsRaw } };
  } catch (error) {
    logger.error('Global promo load failed', { error: String(error) });
    return null;
  }
}
