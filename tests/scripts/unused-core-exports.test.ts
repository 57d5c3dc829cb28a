import { describe, expect, it } from 'vitest';
import { importedCoreNames, listCoreExports, unusedCoreExports } from '../../scripts/unused-core-exports.js';

const root = process.cwd();
/** The areas whose every core rule must have a consumer in ui or adapters (decision 0331). */
const CHECKED_AREAS = ['content', 'analytics', 'privacy', 'experiments', 'shell'] as const;

describe('unused core exports check', () => {
  const exports = listCoreExports(root);

  it('lists core exports with their area and kind, following export * chains', () => {
    expect(exports).toContainEqual({ name: 'coerceExperimentValue', area: 'experiments', value: true });
    expect(exports).toContainEqual({ name: 'HeaderScrollState', area: 'shell', value: false });
  });

  it('reads the names ui imports from @vitrine/core', () => {
    expect(importedCoreNames([`${root}/ui/src`]).has('CookieJar')).toBe(true);
  });

  it.each(CHECKED_AREAS)('every value export of core/%s is used by ui or adapters', (area) => {
    expect(unusedCoreExports(root, [area]).map((e) => e.name)).toEqual([]);
  });
}, 60_000);
