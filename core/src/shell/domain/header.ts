/**
 * Header and page-shell rules (shell-and-account.md §2 "Page shell", §9 timings; shopping.md §4
 * "Header cart state"; decision 0038).
 */

/** Header scroll step (px): the header hides or reveals after moving this far in one direction. */
export const HEADER_SCROLL_STEP_PX = 50;
/** Desktop breakpoint (px, min-width). */
export const DESKTOP_BREAKPOINT_PX = 1025;
/** Shell timings (ms unless noted), shell-and-account.md §9. */
export const SHELL_TIMINGS = {
  scrollThrottleMs: 30,
  backToTopThrottleMs: 250,
  resizeDebounceMs: 200,
  hoverIntentIntervalMs: 150,
  hoverIntentTimeoutMs: 50,
  swipeMinimumPx: 30,
  announcerDelayMs: 500,
} as const;

/** The sticky header's scroll state: whether it is hidden, and the scroll offset (px) it last changed at. */
export interface HeaderScrollState {
  readonly hidden: boolean;
  readonly anchorY: number;
}

/** The initial header state: shown, anchored at the top. */
export const INITIAL_HEADER_SCROLL: HeaderScrollState = { hidden: false, anchorY: 0 };

/**
 * The header's state after a scroll to `y` px (shell-and-account.md §2): nothing changes while
 * search is open or transitioning; within one step of the top it is shown; otherwise scrolling
 * down by at least the step (50 px) from the anchor hides it and scrolling up by at least the step
 * reveals it, and the anchor moves to `y`. Smaller moves keep the state and the anchor.
 */
export function headerAfterScroll(
  state: HeaderScrollState,
  y: number,
  search: { readonly open: boolean; readonly transitioning: boolean },
  step = HEADER_SCROLL_STEP_PX,
): HeaderScrollState {
  if (search.open || search.transitioning) return state;
  if (y < step) return { hidden: false, anchorY: y };
  const delta = y - state.anchorY;
  if (delta >= step) return { hidden: true, anchorY: y };
  if (delta <= -step) return { hidden: false, anchorY: y };
  return state;
}

/**
 * The back-to-top button shows after scrolling more than one viewport height (px), except on the
 * homepage (shell-and-account.md §2).
 */
export function isBackToTopVisible(scrollY: number, viewportHeight: number, isHomepage: boolean): boolean {
  return !isHomepage && scrollY > viewportHeight;
}

/** The route's header needs, as the route table declares them. */
export interface HeaderRoute {
  /** A checkout-type route (cart, checkout steps except confirmation) that uses the slim header. */
  readonly checkoutType: boolean;
  /** The route shows the slim header to call-centre agents. */
  readonly slimForCallCenter: boolean;
  /** The route hides header and footer in a webview. */
  readonly hideInWebview?: boolean;
}

/**
 * Which header shows (shell-and-account.md §2): none in a webview; the slim header on
 * checkout-type routes and for call-centre agents on routes that enable it; else the full header.
 * The order confirmation route is not checkout-type (it restores the full header).
 */
export function headerKind(route: HeaderRoute, session: { readonly callCenter: boolean; readonly webview: boolean }): 'none' | 'slim' | 'full' {
  if (session.webview) return 'none';
  if (route.checkoutType || (session.callCenter && route.slimForCallCenter)) return 'slim';
  return 'full';
}

/** The notice shown in the slim header to call-centre agents (verbatim). */
export const CALL_CENTER_NOTICE = 'Call Center Checkout';

/**
 * The chat widget is enabled unless disabled by the internal flag, by an experiment value that
 * disables it, by the consent mode 'disable chat', or in a webview on a route that disables it
 * (shell-and-account.md §2, §6).
 */
export function isChatWidgetEnabled(input: {
  readonly disabledByFlag: boolean;
  readonly disabledByExperiment: boolean;
  readonly webview: boolean;
  readonly routeDisablesInWebview: boolean;
  readonly chatConsent?: boolean;
}): boolean {
  if (input.disabledByFlag || input.disabledByExperiment || input.chatConsent === false) return false;
  return !(input.webview && input.routeDisablesInWebview);
}

/**
 * True when an experiment value is among the values that disable the chat widget (decision 0038:
 * configured per deployment as `{ key: [values] }`; none by default).
 */
export function isChatDisabledByExperiments(values: Readonly<Record<string, number>>, disabling: Readonly<Record<string, readonly number[]>> = {}): boolean {
  return Object.entries(disabling).some(([key, list]) => key in values && list.includes(values[key]!));
}
