import { describe, expect, it } from 'vitest';
import { isBuiltAsset } from '../../../ui/service-worker/offline-assets';

const ORIGIN = 'https://shop.example';

describe('isBuiltAsset (decision 0470)', () => {
  it('accepts the build’s files on this origin and nothing else', () => {
    const cases: [string, boolean][] = [
      [`${ORIGIN}/assets/index-Co0c8bds.js`, true],
      [`${ORIGIN}/assets/page-loader-Bx0WAboT.css`, true],
      [`${ORIGIN}/assets/index-Co0c8bds.js.map`, false],
      [`${ORIGIN}/api/checkout/v0/an-us/carts`, false],
      [`${ORIGIN}/sw.js`, false],
      [`${ORIGIN}/shop/assets/x.js`, false],
      ['https://cdn.example/assets/index-Co0c8bds.js', false],
    ];
    for (const [url, kept] of cases) expect(isBuiltAsset(new URL(url), ORIGIN), url).toBe(kept);
  });
});
