import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { hashModalToOpen } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { hashModalParams, samePageHash } from './hash-modal-params';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { HASH_MODAL_STYLES } from './modal-registry';
import { ModalStackView } from './modal-stack-view';
import { hashModalFeatures } from './hash-modal-features';
import { useModalLaunchEvents } from './modal-launch-event';

/** The site features that gate hash modals (moved beside the modal launch event; kept here for its callers). */
export { hashModalFeatures };

/**
 * URL hashes open modals (shell-and-account.md §2 "Hash-triggered modals"; core's
 * `hashModalToOpen`): each new hash that names a modal launches it on the stack with the id
 * 'name-modal' and the hash's parameters; when it closes its hash leaves the URL (history
 * replaced), so the same link opens it again.
 */
function useHashModals(): void {
  const store = useModalStack();
  const location = useLocation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const navigating = useNavigation().state !== 'idle';
  const latest = useRef({ location, navigating });
  latest.current = { location, navigating };

  useEffect(() => {
    const open = hashModalToOpen(location.hash, hashModalFeatures(config));
    if (!open) return;
    const { hash, pathname, search } = location;
    void store
      .launch({ modalId: open.modalId, event: open.hash, params: hashModalParams(hash, location.search), styleType: HASH_MODAL_STYLES[open.hash] })
      .then(() => {
        // Closed by a navigation (route start): the new location decides the URL.
        const { location: now, navigating: busy } = latest.current;
        if (!busy && now.hash === hash && now.pathname === pathname && now.search === search) navigate({ pathname: now.pathname, search: now.search, hash: '' }, { replace: true, preventScrollReset: true });
      });
    // A new location (key) with a modal hash launches it; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.hash]);
}

/**
 * Route start closes open modals (shell-and-account.md §4 "Route start"; core's
 * `routeStartEffects`): when a navigation to another path or query starts, every open modal closes
 * except the login the access guard opened for that very navigation. Hash-only changes are not a
 * route start (they open hash modals).
 */
function useRouteStartCloses(): void {
  const store = useModalStack();
  const navigation = useNavigation();
  const current = useContext(UNSAFE_DataRouterStateContext)?.location;
  const target = navigation.location;
  useEffect(() => {
    if (!target || !current) return;
    if (target.pathname === current.pathname && target.search === current.search) return;
    store.closeForRouteStart(target.pathname + target.search);
  }, [store, target, current]);

  // Navigations that commit without a loading state (routes without loaders) start here.
  const committed = current ? current.pathname + current.search : null;
  const previous = useRef(committed);
  useEffect(() => {
    if (committed === null || previous.current === committed) return;
    previous.current = committed;
    store.closeForRouteStart(committed);
  }, [store, committed]);
}

/**
 * Hash links replace the current route (shell-and-account.md §2): a click on a same-page link to a
 * modal hash ('#contact-us') changes the hash with history.replace instead of adding an entry.
 * In-page anchors ('#main-content') keep the browser's own behaviour.
 */
function useHashLinksReplace(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const latest = useRef(location);
  latest.current = location;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const hash = samePageHash(anchor.getAttribute('href') ?? '', window.location);
      if (!hash || !hashModalToOpen(hash, hashModalFeatures(config))) return;
      event.preventDefault();
      const now = latest.current;
      navigate({ pathname: now.pathname, search: now.search, hash }, { replace: true, preventScrollReset: true });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, config]);
}

/**
 * The shell's modal host (shell-and-account.md §2, §4; decision 0085): renders the modal stack and
 * ties it to the URL — hash modals, hash links replacing the route, route start closing modals.
 * The email-capture modal's visit counting runs in the shell ({@link EmailCapture}), so no visit
 * made before this host's chunk arrives is missed.
 */
export function ModalHost() {
  // Route start first: a link to another page with a modal hash closes the old modals, then opens its own.
  useRouteStartCloses();
  useHashModals();
  useHashLinksReplace();
  // A native app or content opens a named modal with an app event (decision 0434).
  useModalLaunchEvents();
  return <ModalStackView />;
}
