import { bench, describe } from 'vitest';
import { resolveSelection, selectionBlocker } from '@vitrine/core';
import { aLargeProduct } from '../../mothers/core/product.mother.js';

/**
 * resolveSelection on a generated 2,000-SKU product (20 colours × 4 fits × 25 sizes); target
 * ≤ 1 ms per call. Run: `npm run bench` or `npx vitest bench --run --project core`. The "mean"
 * column is the per-call time in ms.
 */
const product = aLargeProduct();
if (product.skus.length !== 2000) throw new Error(`expected 2,000 SKUs, got ${product.skus.length}`);

describe(`resolveSelection, ${product.skus.length} SKUs`, () => {
  bench('no request (defaults)', () => {
    resolveSelection(product);
  });
  bench('colour, fit, size and quantity from the URL', () => {
    resolveSelection(product, { color: 'C17', fit: 'tall', size: 'S12', quantity: 3 });
  });
  bench('registry (out-of-stock shown) + blocker check', () => {
    const s = resolveSelection(product, { color: 'C05', fit: 'PLUS', size: 'S7' }, { registry: true });
    selectionBlocker(product, s);
  });
});
