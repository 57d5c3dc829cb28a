import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags a product description may keep (decision 0055): text formatting and lists, no media, forms or scripts. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'span', 'h3', 'h4', 'a'];
const ALLOWED_ATTR = ['href', 'title'];

/** The DOMPurify in use: the browser's, or one over a server-side window ({@link setServerSanitizer}). */
let purifier: Pick<typeof DOMPurify, 'sanitize'> = DOMPurify;

/**
 * Sets the DOMPurify instance used where there is no browser window: the server renderer passes
 * `DOMPurify(jsdomWindow)` once at start-up (decision 0150), so server and browser sanitise alike.
 */
export function setServerSanitizer(instance: Pick<typeof DOMPurify, 'sanitize'>): void {
  purifier = instance;
}

/**
 * Sanitises catalogue HTML with DOMPurify to a small allow-list (paragraphs, emphasis, lists,
 * links; no scripts, styles, event handlers, images or iframes). Pure apart from DOMPurify's DOM use.
 */
export function sanitizeProductHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** Renders catalogue HTML (a product description) after {@link sanitizeProductHtml}. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeProductHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Tags of content pages (help pages from markdown): the product allow-list plus headings, tables, code and quotes. */
const CONTENT_TAGS = [...ALLOWED_TAGS, 'h2', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'blockquote', 'hr'];

/**
 * Sanitises content HTML (a help page rendered from markdown; shopping.md §7 "Content", decision
 * 0213) with the same DOMPurify as {@link sanitizeProductHtml} and a content allow-list: no
 * scripts, styles, event handlers, images or iframes.
 */
export function sanitizeContentHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: CONTENT_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
