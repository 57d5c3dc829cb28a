import { describe, expect, it } from 'vitest';
import { lookIdOf, parseLinks, planLooks } from '../../../../sandbox/src/seed/steps/style-looks.step.js';

describe('style looks seed step (decision 0270)', () => {
  it("makes a look's id from its anchor's style number", () => {
    expect(lookIdOf('WJ10')).toBe('wj10-look');
    expect(lookIdOf('MSH01')).toBe('msh01-look');
  });

  it("parses Luma's links rows, one linked SKU a line", () => {
    expect(parseLinks([{ sku: 'WH01', linked_sku: 'WP06\nWS02\r\nWS05\n' }, { sku: 'WJ01', linked_sku: '' }])).toEqual(
      new Map([
        ['WH01', ['WP06', 'WS02', 'WS05']],
        ['WJ01', []],
      ]),
    );
  });

  const catalogue = new Map([
    ['WH01', 'WH01'],
    ['WS05', 'WS05'],
    ['WS03', 'WS03'],
    ['WB01', 'WB01'],
    ['24-WG084', '24-WG084'],
    ['24-WG083-blue', '24-WG083'],
  ]);
  const resolve = (sku: string) => catalogue.get(sku) ?? null;

  it('plans the anchor, up to two related products in the catalogue and one cross-sell, in link order', () => {
    const looks = planLooks(
      [{ productId: 'WH01', styleNumber: 'WH01' }],
      new Map([['WH01', ['WP06', 'WS05', 'WH01', 'WS05', 'WS03', 'WB01']]]),
      new Map([['WH01', ['24-UG06', '24-WG083-blue', '24-WG084']]]),
      resolve,
    );
    expect(looks).toEqual([
      {
        styleId: 'wh01-look',
        pieces: [
          { productId: 'WH01', linkType: 'anchor' },
          { productId: 'WS05', linkType: 'related' },
          { productId: 'WS03', linkType: 'related' },
          { productId: '24-WG083', linkType: 'crosssell' },
        ],
      },
    ]);
  });

  it('plans no look for a style without a related product in the catalogue, whatever its cross-sells', () => {
    expect(planLooks([{ productId: 'WB01', styleNumber: 'WB01' }], new Map([['WB01', ['WP06']]]), new Map([['WB01', ['24-WG084']]]), resolve)).toEqual([]);
    expect(planLooks([{ productId: 'WB01', styleNumber: 'WB01' }], new Map(), new Map(), resolve)).toEqual([]);
  });
});
