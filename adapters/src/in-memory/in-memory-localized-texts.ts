import type { LocalizedTextGateway, LocalizedTextQuery, LocalizedTexts } from '@vitrine/core';

/** LocalizedTextGateway in memory (decision 0423): display texts by slug; `fail()` makes every call throw. */
export class InMemoryLocalizedTexts implements LocalizedTextGateway {
  private failure: Error | null = null;

  constructor(private readonly texts: Readonly<Record<string, string>> = {}) {}

  /** See {@link LocalizedTextGateway.getLocalizedTexts}: slugs in the list, or containing the match (case-insensitive). */
  async getLocalizedTexts(query: LocalizedTextQuery): Promise<LocalizedTexts> {
    if (this.failure) throw this.failure;
    const wanted = (slug: string) => ('slugs' in query ? query.slugs.includes(slug) : slug.toLowerCase().includes(query.match.toLowerCase()));
    return Object.fromEntries(Object.entries(this.texts).filter(([slug]) => wanted(slug)));
  }

  /** Makes every later call throw `error` (a content outage). */
  fail(error: Error): void {
    this.failure = error;
  }
}
