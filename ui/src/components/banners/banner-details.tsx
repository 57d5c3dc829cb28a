import { useMemo } from 'react';
import { sanitizeContentHtml } from '../sanitized-html';

/**
 * The details panel's content of a live-text banner (shell-and-account.md §3 promoDesc): the HTML the
 * loader rendered from markdown, sanitised with DOMPurify; the raw text as text when the markdown
 * could not be parsed (§8). Loaded when the details first open, so DOMPurify stays out of the
 * initial JS (decision 0301).
 */
export default function BannerDetails({ html, raw }: { html: string; raw: boolean }) {
  const clean = useMemo(() => (raw ? null : sanitizeContentHtml(html)), [html, raw]);
  return clean === null ? <p>{html}</p> : <div dangerouslySetInnerHTML={{ __html: clean }} />;
}
