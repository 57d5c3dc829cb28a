import { token } from '../../shared/token.js';

/**
 * Port: turns markdown (promo descriptions, shell-and-account.md §3 promoDesc) into HTML.
 * Implemented in adapters with a markdown library; the UI sanitises the HTML before rendering.
 */
export interface MarkdownRenderer {
  /**
   * Renders markdown text to an HTML string. Throws when the text cannot be parsed; callers use
   * {@link renderMarkdown}, which then returns the raw text (shell-and-account.md §8).
   */
  toHtml(markdown: string): string;
}
export const MarkdownRenderer = token<MarkdownRenderer>('MarkdownRenderer');
