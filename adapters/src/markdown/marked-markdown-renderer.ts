import { Marked } from 'marked';
import type { MarkdownRenderer } from '@vitrine/core';

/**
 * MarkdownRenderer on marked (GitHub-flavoured markdown: tables, lists, links; decision 0213). Its
 * own Marked instance, synchronous, so global options of other users never leak in. Raw HTML in the
 * markdown is passed through as marked does; callers sanitise the result (DOMPurify) before
 * rendering. Throws what marked throws on input it cannot parse (core's renderMarkdown then shows
 * the raw text, shell-and-account.md §8).
 */
export class MarkedMarkdownRenderer implements MarkdownRenderer {
  private readonly marked = new Marked({ gfm: true, async: false });

  toHtml(markdown: string): string {
    return this.marked.parse(markdown, { async: false });
  }
}
