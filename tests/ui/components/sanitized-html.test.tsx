import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from '../../../ui/src/components/sanitized-html';

describe('sanitizeProductHtml', () => {
  it('keeps text formatting, lists and links', () => {
    const html = '<p>Soft <strong>fleece</strong>.</p><ul><li>Pocket</li></ul><a href="/care">Care</a>';
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, images and iframes', () => {
    const html = '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)><iframe src="//evil"></iframe><a href="javascript:alert(3)">x</a>';
    expect(sanitizeProductHtml(html)).toBe('<p>Hi</p><a>x</a>');
  });
});
