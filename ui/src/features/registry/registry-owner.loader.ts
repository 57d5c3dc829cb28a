import type { LoaderFunction } from 'react-router-dom';
import { ProfileGateway, RegistryGateway, type RegistryError, type RegistrySummary, type Result } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { SessionActor } from '../identity';
import { loadRegistry, profileIdOf, type RegistryData } from './registry.loader';

/** The signed-in owner as the create form starts from: profile id, names and e-mail. */
export interface OwnerInfo {
  readonly profileId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** The owner: the session's profile, else the profile call's; a failed profile call leaves names blank. */
async function ownerOf(services: Services): Promise<OwnerInfo> {
  const profileId = profileIdOf(services) ?? '';
  let profile = services.has(SessionActor) ? services.get(SessionActor).getSnapshot().context.profile : null;
  if (!profile && profileId) profile = await services.get(ProfileGateway).getProfile().catch(() => null);
  return { profileId, firstName: profile?.name.first ?? '', lastName: profile?.name.last ?? '', email: profile?.emailAddress ?? '' };
}

/** /registry/account: the customer's registries (GET …/search?web_profile_id=). */
export interface MyRegistriesData {
  readonly owner: OwnerInfo;
  readonly registries: Result<readonly RegistrySummary[], RegistryError>;
}

/** Loader of /registry/account (guarded; shell-and-account.md §2): the signed-in customer's registries, active or not. */
export function makeMyRegistriesLoader(services: Services): LoaderFunction {
  return async (): Promise<MyRegistriesData> => {
    const owner = await ownerOf(services);
    return { owner, registries: await services.get(RegistryGateway).myRegistries(owner.profileId) };
  };
}

/** Loader of /registry/account/create (guarded): the owner the form starts from. */
export function makeCreateRegistryLoader(services: Services): LoaderFunction {
  return async (): Promise<{ owner: OwnerInfo }> => ({ owner: await ownerOf(services) });
}

/** Loader of /registry/account/edit?registryId= (guarded): the owner and the registry. */
export function makeEditRegistryLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<RegistryData & { owner: OwnerInfo }> => ({ owner: await ownerOf(services), registry: await loadRegistry(services, new URL(request.url)) });
}
