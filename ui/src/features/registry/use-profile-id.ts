import { useCallback, useSyncExternalStore } from 'react';
import { useService } from '../../shared/service-context';
import { SessionActor } from '../identity';

/**
 * The signed-in customer's profile id (an owner's web_profile_id when they own a registry,
 * shopping.md §4), or null for a guest; null on the server. Subscribes to the session actor.
 */
export function useProfileId(): string | null {
  const actor = useService(SessionActor);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => {
    const session = actor.getSnapshot().context.session;
    return session && session.scope !== 'GUEST' ? session.profileId : null;
  };
  return useSyncExternalStore(subscribe, read, () => null);
}
