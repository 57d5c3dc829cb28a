import type { AttentiveConfig, DatetimeOptions, MobileNavPromo, ShellContentGateway } from '@vitrine/core';

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

/** The in-memory attentive config in English: the sandbox's entry for an-us (decision 0414). */
export function sampleAttentiveConfig(): AttentiveConfig {
  return {
    entryId: 'attentive-config-an-us-en',
    enabled: true,
    creativeId: 'an-us-sms-modal',
    keyword: 'VITRINE',
    shortCode: '28445',
    legalText: 'Message frequency varies. Reply **HELP** for help and **STOP** to cancel. Message and data rates may apply.',
  };
}

/** The in-memory date display options: the sandbox's entry for an-us (decision 0415). */
export function sampleDatetimeOptions(): DatetimeOptions {
  return { entryId: 'datetime-options-an-us-en', dateStyle: 'medium', hourCycle: 'h12', timeZone: 'America/New_York' };
}

/** ShellContentGateway in memory (decisions 0413-0415): a mobile navigation promo, an attentive config and date display options, or none; `fail()` makes every call throw. */
export class InMemoryShellContent implements ShellContentGateway {
  private failure: Error | null = null;

  constructor(
    private promo: MobileNavPromo | null = sampleMobileNavPromo(),
    private attentive: AttentiveConfig | null = sampleAttentiveConfig(),
    private datetime: DatetimeOptions | null = sampleDatetimeOptions(),
  ) {}

  /** See {@link ShellContentGateway.getMobileNavPromo}. */
  async getMobileNavPromo(): Promise<MobileNavPromo | null> {
    if (this.failure) throw this.failure;
    return this.promo;
  }

  /** See {@link ShellContentGateway.getAttentiveConfig}. */
  async getAttentiveConfig(): Promise<AttentiveConfig | null> {
    if (this.failure) throw this.failure;
    return this.attentive;
  }

  /** See {@link ShellContentGateway.getDatetimeOptions}. */
  async getDatetimeOptions(): Promise<DatetimeOptions | null> {
    if (this.failure) throw this.failure;
    return this.datetime;
  }

  /** Makes every later call throw `error` (a content outage). */
  fail(error: Error): void {
    this.failure = error;
  }

  /** Replaces the promo (null: the site has none). */
  setMobileNavPromo(promo: MobileNavPromo | null): void {
    this.promo = promo;
  }

  /** Replaces the attentive config (null: the site has none). */
  setAttentiveConfig(config: AttentiveConfig | null): void {
    this.attentive = config;
  }

  /** Replaces the date display options (null: the site has none). */
  setDatetimeOptions(options: DatetimeOptions | null): void {
    this.datetime = options;
  }
}
