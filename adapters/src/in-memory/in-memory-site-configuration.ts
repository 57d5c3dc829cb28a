import type { SiteConfiguration, SiteConfigurationGateway } from '@vitrine/core';

/** SiteConfigurationGateway in memory: always the configuration it was built with; `loads` counts calls. */
export class InMemorySiteConfiguration implements SiteConfigurationGateway {
  loads = 0;

  constructor(private configuration: SiteConfiguration) {}

  async getConfiguration(): Promise<SiteConfiguration> {
    this.loads += 1;
    return this.configuration;
  }

  /** Replaces the configuration (e.g. to switch a feature flag in a story). */
  replace(configuration: SiteConfiguration): void {
    this.configuration = configuration;
  }
}
