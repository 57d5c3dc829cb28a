import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { MarkedMarkdownRenderer } from '@vitrine/adapters/markdown';
import { renderMarkdown } from '@vitrine/core';
import { sanitizeContentHtml, sanitizeProductHtml } from '../../../ui/src/components/sanitized-html';
import { xssPayloads } from '../../support/xss-corpus';

/**
 * The XSS corpus (decision 0294) through every path that renders HTML: catalogue HTML, and markdown
 * (help pages, promo descriptions) rendered by marked and sanitised. What survives is put into a
 * document that runs scripts, with alert/prompt/confirm counting calls: none may run, and no script
 * element, event handler or script URL may remain.
 */

const payloads = xssPayloads();
const markdown = new MarkedMarkdownRenderer();

/** Runs `html` in a script-running document and returns how many times a payload's call ran. */
function executions(html: string): number {
  const dom = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously' });
  const window = dom.window as unknown as { hits: number; alert(): void; prompt(): void; confirm(): void; document: Document };
  window.hits = 0;
  window.alert = window.prompt = window.confirm = () => {
    window.hits += 1;
  };
  window.document.body.innerHTML = html;
  // Fire what a shopper could trigger: focus, clicks and loads on every element.
  for (const element of window.document.body.querySelectorAll('*')) {
    for (const type of ['click', 'focus', 'mouseover', 'load', 'error']) element.dispatchEvent(new dom.window.Event(type));
  }
  const hits = window.hits;
  dom.window.close();
  return hits;
}

/** `value` without whitespace and control characters (browsers ignore them in a URL's scheme). */
const withoutBlanks = (value: string) => [...value].filter((char) => char.trim() !== '' && char.charCodeAt(0) > 0x1f).join('');

/** Script elements, event handler attributes and script URLs left in `html`. */
function leftovers(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'STYLE', 'LINK', 'META', 'BASE', 'FORM'].includes(element.tagName.toUpperCase())) found.push(element.tagName);
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${element.tagName}[${attribute.name}]`);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) && /^(javascript|vbscript|data):/i.test(withoutBlanks(attribute.value))) found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
}

vi.setConfig({ testTimeout: 30_000 });

describe(`XSS corpus: ${payloads.length} payloads from the Big List of Naughty Strings`, () => {
  it('is the whole script-injection section', () => {
    expect(payloads.length).toBeGreaterThan(200);
    expect(payloads).toContain('<script>alert(123)</script>');
  });

  it('the corpus does run unsanitised (the check can see an execution)', () => {
    expect(executions('<img src=x onerror=alert(123)><a onclick="alert(1)">x</a>')).toBeGreaterThan(0);
  });

  it('catalogue HTML: nothing runs and nothing dangerous is left', () => {
    const clean = payloads.map((payload) => sanitizeProductHtml(payload));
    expect(leftovers(clean.join('\n'))).toEqual([]);
    expect(executions(clean.join('\n'))).toBe(0);
  });

  it('markdown content (help pages, promo descriptions): nothing runs and nothing dangerous is left', () => {
    const clean = payloads.map((payload) => sanitizeContentHtml(renderMarkdown(markdown, payload).html));
    expect(leftovers(clean.join('\n'))).toEqual([]);
    expect(executions(clean.join('\n'))).toBe(0);
  });
});
