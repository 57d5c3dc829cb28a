import type { CredentialsGateway, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';

/**
 * CredentialsGateway whose HTTP code loads on the first call (decision 0180): only the account
 * settings page changes credentials, so KyCredentialsGateway stays out of the initial JS. Same
 * results and errors as KyCredentialsGateway.
 */
export function lazyCredentialsGateway(http: HttpClient, site: SiteContext): CredentialsGateway {
  let loaded: Promise<CredentialsGateway> | undefined;
  const gateway = () => (loaded ??= import('./ky-credentials-gateway.js').then(({ KyCredentialsGateway }) => new KyCredentialsGateway(http, site)));
  return {
    requestVerification: async (target) => (await gateway()).requestVerification(target),
    setPhoneNumber: async (change, mode) => (await gateway()).setPhoneNumber(change, mode),
    changeUsername: async (change) => (await gateway()).changeUsername(change),
    linkEmployee: async (link) => (await gateway()).linkEmployee(link),
  };
}
