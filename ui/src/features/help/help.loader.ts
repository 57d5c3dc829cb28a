import type { LoaderFunction } from 'react-router-dom';
import { Logger, renderMarkdown, StorefrontPagesGateway } from '@vitrine/core';
import { MarkedMarkdownRenderer } from '@vitrine/adapters/markdown';
import type { Services } from '../../shared/services';
import { notFound } from '../category';

/** What a help page renders: its title and body as HTML (to sanitise) or, after a parse failure, the raw text. */
export interface HelpData {
  readonly slug: string;
  readonly title: string;
  readonly language: string;
  readonly html: string;
  /** True when the markdown could not be parsed: `html` is the raw text, shown as text. */
  readonly raw: boolean;
}

const renderer = new MarkedMarkdownRenderer();

/**
 * Loader of `/help/{slug}` (shopping.md §7 "Content"; decision 0213): the content entry of the slug
 * in the site's language (English as the fallback), its markdown rendered by marked through core's
 * renderMarkdown (a parse failure gives the raw text, logged). A missing entry ('Contentful entry
 * not found: {slug}') is a page 404. Runs on the server too; transport faults propagate.
 */
export function makeHelpLoader(services: Services): LoaderFunction {
  return async ({ params }): Promise<HelpData> => {
    const result = await services.get(StorefrontPagesGateway).getHelpPage(params.slug ?? '');
    if (!result.ok) notFound();
    const page = result.value;
    const { html, raw } = renderMarkdown(renderer, page.body, services.has(Logger) ? services.get(Logger) : undefined);
    return { slug: page.slug, title: page.title, language: page.language, html, raw };
  };
}
