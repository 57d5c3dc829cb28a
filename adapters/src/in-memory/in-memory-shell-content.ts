import type { MobileNavPromo, ShellContentGateway } from '@vitrine/core';

/** The in-memory mobile navigation promo in English: the sandbox's entry for an-us (decision 0413). */
export function sampleMobileNavPromo(): MobileNavPromo {
  return {
    entryId: 'mobile-nav-promo-an-us-en',
    preHeadline: 'New season',
    headline: 'Layers for cold mornings',
    image: { path: '/api/images/luma/w/j/wj02-gray_main.jpg', alt: 'A woman in a grey yoga jacket', width: 1274, height: 1580 },
    cta: { name: 'mobile-nav-promo', label: 'Shop jackets', href: '/search?q=jacket', external: false, newWindow: false },
  };
}

/** ShellContentGateway in memory (decision 0413): a mobile navigation promo or none; `fail()` makes every call throw. */
export class InMemoryShellContent implements ShellContentGateway {
  private failure: Error | null = null;

  constructor(private promo: MobileNavPromo | null = sampleMobileNavPromo()) {}

  /** See {@link ShellContentGateway.getMobileNavPromo}. */
  async getMobileNavPromo(): Promise<MobileNavPromo | null> {
    if (this.failure) throw this.failure;
    return this.promo;
  }

  /** Makes every later call throw `error` (a content outage). */
  fail(error: Error): void {
    this.failure = error;
  }

  /** Replaces the promo (null: the site has none). */
  setMobileNavPromo(promo: MobileNavPromo | null): void {
    this.promo = promo;
  }
}
