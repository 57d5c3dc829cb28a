import type { Logger } from '../../shared/logger.js';
import type { MarkdownRenderer } from '../ports/markdown-renderer.port.js';

/**
 * Renders markdown through the port; a parse failure returns the raw text (shell-and-account.md §8
 * "Markdown parse failure returns the raw text") and is logged at warn level when a logger is given.
 * Returns `{ html, raw }`: `raw` true means `html` is the unparsed text (escape it before rendering).
 */
export function renderMarkdown(renderer: MarkdownRenderer, markdown: string, logger?: Logger): { html: string; raw: boolean } {
  try {
    return { html: renderer.toHtml(markdown), raw: false };
  } catch (error) {
    logger?.warn('Markdown parse failure; showing the raw text', { error: String(error) });
    return { html: markdown, raw: true };
  }
}
