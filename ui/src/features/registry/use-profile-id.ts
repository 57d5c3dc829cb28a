import { useSelector } from '@xstate/react';
import { useService } from '../../shared/service-context';
import { SessionActor } from '../identity';

/** The signed-in customer's profile id (an owner's web_profile_id when they own a registry, shopping.md §4), or null. */
export function useProfileId(): string | null {
  return useSelector(useService(SessionActor), (snapshot) => (snapshot.context.session?.scope === 'GUEST' ? null : (snapshot.context.session?.profileId ?? null)));
}
