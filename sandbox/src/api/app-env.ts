import type { AddressLimits } from './rate-limits.js';
import type { IncomingMessage } from 'node:http';
import type { TokenSettings } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import type { ImageService } from '../images/image-service.js';
import type { SeedSummary } from '../seed/seed.js';
import type { FaultStore } from './faults.js';

/** Hono environment: the Node request is available when served by @hono/node-server (used to drop connections). */
export type AppEnv = { Bindings: { incoming?: IncomingMessage } };

/** What the route handlers need. */
export interface ApiDeps {
  readonly db: Db;
  /** Epoch ms now; injectable so tests can expire tokens. */
  readonly clock: () => number;
  /** Uniform numbers in [0, 1) for the promotion bandit (decision 0407); injectable so tests are deterministic. */
  readonly random: () => number;
  readonly tokens: TokenSettings;
  readonly images: ImageService;
  readonly seed: SeedSummary | null;
  /** Present only when the server was started with faults enabled. */
  readonly faults: FaultStore | null;
  /** Refused attempts allowed per client address (api/rate-limits.ts). */
  readonly addressLimits: AddressLimits;
}
