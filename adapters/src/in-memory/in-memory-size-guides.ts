import type { SizeGuideChart, SizeGuideConfiguration, SizeGuideGateway } from '@vitrine/core';

/** The in-memory size guide configuration: the sandbox's rules for Luma's categories (decision 0422). */
export function sampleSizeGuideConfiguration(): SizeGuideConfiguration {
  return {
    rules: [
      { categoryPrefix: 'women-tops', vendor: 'luma-womens-tops' },
      { categoryPrefix: 'women-bottoms', vendor: 'luma-womens-bottoms' },
      { categoryPrefix: 'men-tops', vendor: 'luma-mens-tops' },
      { categoryPrefix: 'men-bottoms', vendor: 'luma-mens-bottoms' },
      { categoryPrefix: 'mens-hoodies-sweatshirts', vendor: 'luma-mens-tops' },
    ],
  };
}

/** The in-memory men's tops chart in English: the sandbox's entry (decision 0422). */
export function sampleMensTopsChart(): SizeGuideChart {
  return {
    entryId: 'luma-mens-tops-an-us-en',
    slug: 'luma-mens-tops',
    title: 'Men’s tops',
    intro: 'Measure over light underwear with the tape level and snug, not tight. Between two sizes? Take the larger one for a relaxed fit.',
    measurements: ['chest', 'waist'],
    rows: [
      { size: 'XS', rangesCm: [[84, 88], [69, 73]] },
      { size: 'S', rangesCm: [[89, 94], [74, 79]] },
      { size: 'M', rangesCm: [[95, 101], [80, 86]] },
      { size: 'L', rangesCm: [[102, 108], [87, 94]] },
      { size: 'XL', rangesCm: [[109, 116], [95, 102]] },
    ],
  };
}

/** SizeGuideGateway in memory (decision 0422): a configuration and charts by slug; `fail()` makes every call throw. */
export class InMemorySizeGuides implements SizeGuideGateway {
  private failure: Error | null = null;

  constructor(
    private configuration: SizeGuideConfiguration | null = sampleSizeGuideConfiguration(),
    private readonly charts: Map<string, SizeGuideChart> = new Map([['luma-mens-tops', sampleMensTopsChart()]]),
  ) {}

  /** See {@link SizeGuideGateway.getSizeGuideConfiguration}. */
  async getSizeGuideConfiguration(): Promise<SizeGuideConfiguration | null> {
    if (this.failure) throw this.failure;
    return this.configuration;
  }

  /** See {@link SizeGuideGateway.getSizeGuideVendor}. */
  async getSizeGuideVendor(slug: string): Promise<SizeGuideChart | null> {
    if (this.failure) throw this.failure;
    return this.charts.get(slug) ?? null;
  }

  /** Makes every later call throw `error` (a content outage). */
  fail(error: Error): void {
    this.failure = error;
  }

  /** Replaces the configuration (null: the site has none). */
  setConfiguration(configuration: SizeGuideConfiguration | null): void {
    this.configuration = configuration;
  }
}
