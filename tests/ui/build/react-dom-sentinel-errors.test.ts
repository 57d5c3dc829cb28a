import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_SENTINELS, reactDomSentinelErrors, rewriteReactDomSentinels } from '../../../ui/build/react-dom-sentinel-errors';

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');
const names = Object.keys(REACT_DOM_SENTINELS);

/** A module excerpt in react-dom's own form: each sentinel made at the top level. */
const excerpt = [
  'function formatProdErrorMessage(code) { return "Minified React error #" + code; }',
  ...Object.entries(REACT_DOM_SENTINELS).map(([name, code]) => `var ${name} = Error(formatProdErrorMessage(${code}));`),
  `return { ${names.join(', ')} };`,
].join('\n');

describe('rewriteReactDomSentinels', () => {
  it('rewrites each sentinel of the installed react-dom, and no other Error', () => {
    const rewritten = rewriteReactDomSentinels(reactDomClient);
    for (const [name, code] of Object.entries(REACT_DOM_SENTINELS)) expect(rewritten).not.toContain(`${name} = Error(formatProdErrorMessage(${code}))`);
    const made = (text: string) => text.match(/\bError\(formatProdErrorMessage\(/g)?.length ?? 0;
    expect(made(reactDomClient) - made(rewritten)).toBe(names.length);
  });

  it('makes each sentinel an Error by prototype, with React’s message, without constructing an Error', () => {
    const sentinels = new Function(rewriteReactDomSentinels(excerpt))() as Record<string, Error>;
    for (const [name, code] of Object.entries(REACT_DOM_SENTINELS)) {
      const sentinel = sentinels[name]!;
      expect(sentinel).toBeInstanceOf(Error);
      expect(sentinel.message).toBe(`Minified React error #${code}`);
      expect(sentinel.name).toBe('Error');
      expect(Object.prototype.hasOwnProperty.call(sentinel, 'stack')).toBe(false);
    }
    expect(new Set(Object.values(sentinels)).size).toBe(names.length);
  });

  it('fails, naming them, when sentinels are not found', () => {
    expect(() => rewriteReactDomSentinels(excerpt.replace('var SuspenseException = Error', 'var SuspenseException = new Error'))).toThrow(/not found: SuspenseException \(/);
  });
});

describe('reactDomSentinelErrors', () => {
  const handler = (reactDomSentinelErrors().transform as { handler: (code: string, id: string) => { code: string } | null }).handler;

  it('transforms react-dom’s client module only', () => {
    expect(handler(excerpt, '/x/node_modules/react-dom/cjs/react-dom-client.production.js')?.code).toContain('Object.create(Error.prototype');
    expect(handler(excerpt, '/x/node_modules/react-dom/cjs/react-dom-server.browser.production.js')).toBeNull();
  });
});
