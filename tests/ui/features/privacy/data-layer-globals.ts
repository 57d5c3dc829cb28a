import { afterEach, beforeEach } from 'vitest';

/** The page globals the data layer and the tag manager stand-in use (decisions 0310, 0311). */
export type DataLayerGlobals = { dataLayer?: Record<string, unknown>[]; vitrineTagManager?: { ready: boolean } };

/** The test's view of those globals. */
export const globals = globalThis as unknown as DataLayerGlobals;

/** Each test of the calling file starts with an empty data layer and a ready tag manager stand-in, and leaves neither behind. */
export function withReadyDataLayer(): void {
  beforeEach(() => {
    globals.dataLayer = [];
    globals.vitrineTagManager = { ready: true };
  });
  afterEach(() => {
    delete globals.dataLayer;
    delete globals.vitrineTagManager;
  });
}
