import type { Clock, SocialEventKind, SocialProof, SocialProofGateway } from '@vitrine/core';

/**
 * SocialProofGateway in memory (decision 0320), as the sandbox: events kept with their time; the
 * counts are distinct visitors per kind within the last `lookbackMins` minutes of the clock.
 */
export class InMemorySocialProof implements SocialProofGateway {
  readonly events: { itemId: string; kind: SocialEventKind; visitorId: string; at: number }[] = [];

  constructor(private readonly clock: Clock) {}

  /** See {@link SocialProofGateway.getSocialProof}. */
  async getSocialProof(itemIds: readonly string[], lookbackMins: number): Promise<readonly SocialProof[]> {
    const now = this.clock.now();
    const recent = this.events.filter((e) => e.at > now - lookbackMins * 60_000 && e.at <= now);
    const visitors = (itemId: string, kind: SocialEventKind) => new Set(recent.filter((e) => e.itemId === itemId && e.kind === kind).map((e) => e.visitorId)).size;
    return itemIds.map((itemId) => ({ itemId, views: visitors(itemId, 'VIEW'), addToCarts: visitors(itemId, 'ADD_TO_CART') }));
  }

  /** See {@link SocialProofGateway.recordEvent}. */
  async recordEvent(itemId: string, kind: SocialEventKind, visitorId: string): Promise<void> {
    this.events.push({ itemId, kind, visitorId, at: this.clock.now() });
  }
}
