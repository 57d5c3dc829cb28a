import { Suspense } from 'react';
import { preloadableLazy } from '../../shared/preloadable-lazy';

/**
 * The account menu and the session machine it reads load off the initial JS (decision 0170); a
 * server-rendered page loads them before it hydrates (preloadShellParts, decision 0426).
 */
export const LazyAccountMenu = preloadableLazy(async () => (await import('./account-menu')).AccountMenu);

/**
 * The header's place of the my-account menu (shell-and-account.md §2 "Page shell"): the menu loads
 * with the identity machines after the first paint (decision 0170). On a server-rendered page the
 * server's menu stays on screen until it hydrates (a click on it meanwhile is replayed by React).
 */
export function AccountMenuSlot() {
  return (
    <Suspense fallback={null}>
      <LazyAccountMenu />
    </Suspense>
  );
}
