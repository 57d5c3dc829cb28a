import { useEffect, useState } from 'react';
import { useServices, useServicesReady } from '../../shared/service-context';
import { SessionActor } from './identity-services';
import { isSignedInAgain } from './revalidate-on-sign-in';

/**
 * A number that grows by one each time the session is signed in again while the calling component
 * is mounted: a sign-in (through the login dialog or the header), a renewal of the token, a new
 * step-up — every change {@link isSignedInAgain} accepts; never a lapsed step-up, a downgrade, a
 * sign-out or a guest token. Starts at 0. Pages that read the shopper's data in an effect put it in
 * the effect's dependencies, so a page refused before a sign-in reads its data again after it, as
 * route loaders do (shell-and-account.md §4 "Access guard": "On login success the route proceeds";
 * decisions 0286, 0296). Stays 0 without the identity services.
 */
export function useSignInRound(): number {
  useServicesReady(SessionActor);
  const services = useServices();
  const session = services.has(SessionActor) ? services.get(SessionActor) : undefined;
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!session) return;
    let before = session.getSnapshot().context.session;
    const subscription = session.subscribe((snapshot) => {
      const after = snapshot.context.session;
      if (after === before) return;
      const again = isSignedInAgain(before, after);
      before = after;
      if (again) setRound((r) => r + 1);
    });
    return () => subscription.unsubscribe();
  }, [session]);
  return round;
}
