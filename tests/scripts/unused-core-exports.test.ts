import { describe, expect, it } from 'vitest';
import { importedCoreNames, listCoreExports, unusedCoreExports } from '../../scripts/unused-core-exports.js';

const root = process.cwd();
/** The areas whose every core rule must have a consumer in ui or adapters (decision 0331). */
const CHECKED_AREAS = ['content', 'analytics', 'privacy', 'experiments', 'shell'] as const;

/**
 * The rules of these areas that have no consumer yet, each waiting for the screen the spec gives
 * it (decision 0331). The list may only shrink: a new unused export fails, and so does an entry
 * here that gained a consumer (remove it). An empty list per area is the goal.
 */
const WAITING_FOR_A_CONSUMER: Readonly<Record<(typeof CHECKED_AREAS)[number], readonly string[]>> = {
  content: [],
  analytics: [],
  privacy: [],
  experiments: [],
  shell: [],
};

describe('unused core exports check', () => {
  const exports = listCoreExports(root);

  it('lists core exports with their area and kind, following export * chains', () => {
    expect(exports).toContainEqual({ name: 'coerceExperimentValue', area: 'experiments', value: true });
    expect(exports).toContainEqual({ name: 'HeaderScrollState', area: 'shell', value: false });
  });

  it('reads the names ui imports from @vitrine/core', () => {
    expect(importedCoreNames([`${root}/ui/src`]).has('CookieJar')).toBe(true);
  });

  it.each(CHECKED_AREAS)('core/%s has no unused value export beyond the rules still waiting for their screen', (area) => {
    expect(unusedCoreExports(root, [area]).map((e) => e.name)).toEqual([...WAITING_FOR_A_CONSUMER[area]].sort((a, b) => a.localeCompare(b)));
  });
}, 60_000);
