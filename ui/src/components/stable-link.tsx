import { memo, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { afterNextPaint } from '../shared/after-next-paint';

/** A click the browser should handle itself: not the main button, or with a modifier key (a new tab or window). */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** The href of app path `to` under the router's `basename` ('/' or '/fr-fr'), as react-router's `useHref` writes it: '/' is '/fr-fr'. */
function hrefOf(basename: string, to: string): string {
  if (basename === '/') return to;
  return to === '/' || to.startsWith('/?') || to.startsWith('/#') ? `${basename}${to.slice(1)}` : `${basename}${to}`;
}

/** An anchor's attributes but its target: a StableLink opens in the page (a new tab is the browser's, with a modifier key). */
export interface StableLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children' | 'target'> {
  /** An app path inside the site ('/women-tops?subbrand=x'), without the site's context path. */
  readonly to: string;
  /** Called on a click the app navigates for (not for one that opens a new tab), before the navigation starts. */
  readonly onNavigate?: () => void;
  readonly children: ReactNode;
}

/**
 * A client-side link that does not re-render when the page changes (decision 0477). react-router's
 * `Link` reads the location and the route, so each navigation renders every link again; the header's
 * eighty navigation links cost the page change its longest tasks. This one reads only the data
 * router, which stays the same object for the app's lifetime, and is memoised: it renders again only
 * when its own props change. The `href` carries the site's context path (the router's basename), so
 * the link works without JavaScript and opens in a new tab with a modifier key; a plain click
 * navigates client-side, replacing the history entry when the URL is the current one (as `Link`
 * does). The navigation starts after the click's next paint, in a task of its own (as a product
 * selection's query write, decision 0472): the route's loaders and the shell's render for the
 * navigation's start are not part of the click, and what `onNavigate` changed (a menu closing) is
 * painted first. Keep callers' `onNavigate` stable (useCallback), or the memo renders the link every time.
 */
export const StableLink = memo(function StableLink({ to, onNavigate, children, ...anchor }: StableLinkProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const href = hrefOf(dataRouter?.basename ?? '/', to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const router = dataRouter?.router;
    if (!router || event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    onNavigate?.();
    afterNextPaint(() => {
      // The router's location carries the basename, as the href does.
      const { pathname, search, hash } = router.state.location;
      void router.navigate(to, { replace: `${pathname}${search}${hash}` === href });
    });
  };
  return (
    <a {...anchor} href={href} onClick={onClick}>
      {children}
    </a>
  );
});
