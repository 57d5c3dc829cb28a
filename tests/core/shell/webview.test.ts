import { describe, expect, it } from 'vitest';
import { isWebview, rememberWebview } from '../../../core/src/shell/domain/webview.js';

const WEBVIEW_COOKIE = 'vitrine_webview';

/** Webview mode from the query and the session cookie (decision 0305). */
describe('webview mode', () => {
  const jar = (initial: Record<string, string> = {}) => {
    const cookies = new Map(Object.entries(initial));
    return {
      cookies,
      get: (name: string) => cookies.get(name),
      set: (name: string, value: string) => void cookies.set(name, value),
      remove: (name: string) => void cookies.delete(name),
    };
  };

  it('is on for webview=true or 1 and off for false or 0, whatever the cookie says', () => {
    expect(isWebview({ webview: 'true' }, null)).toBe(true);
    expect(isWebview({ webview: '1' }, jar())).toBe(true);
    expect(isWebview({ webview: 'false' }, jar({ [WEBVIEW_COOKIE]: 'true' }))).toBe(false);
    expect(isWebview({ webview: '0' }, jar({ [WEBVIEW_COOKIE]: 'true' }))).toBe(false);
  });

  it('otherwise follows the session cookie', () => {
    expect(isWebview({}, jar({ [WEBVIEW_COOKIE]: 'true' }))).toBe(true);
    expect(isWebview({ webview: 'maybe' }, jar({ [WEBVIEW_COOKIE]: 'true' }))).toBe(true);
    expect(isWebview({}, jar())).toBe(false);
    expect(isWebview({}, null)).toBe(false);
  });

  it('keeps the mode for the session when the query turns it on, and ends it when the query turns it off', () => {
    const cookies = jar();
    expect(rememberWebview({ webview: 'true' }, cookies)).toBe(true);
    expect(cookies.cookies.get(WEBVIEW_COOKIE)).toBe('true');
    expect(rememberWebview({ q: 'x' }, cookies)).toBe(false);
    expect(rememberWebview({ webview: 'maybe' }, cookies)).toBe(false);
    expect(cookies.cookies.get(WEBVIEW_COOKIE)).toBe('true');
    expect(rememberWebview({ webview: '0' }, cookies)).toBe(true);
    expect(cookies.cookies.has(WEBVIEW_COOKIE)).toBe(false);
  });
});
