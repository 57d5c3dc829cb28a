/**
 * The router's echoes of the checkout machine's own navigations (shell-and-account.md §2 "the URL
 * is the source of truth"; decision 0115). The machine emits `checkout.navigate` and the router
 * later reports the new location; when the machine has moved on in between (a read-once
 * parameter dropped with a replace, then the order placed and the confirmation pushed), the late
 * echo of the first URL must not reach the machine as a fresh visit: it would start the checkout
 * again on an empty cart and leave the confirmation for the cart.
 */
export interface NavigationEchoes {
  /** Notes a URL the machine asked the router to show ('/checkout/payment', query included). */
  emitted(url: string): void;
  /**
   * Whether the location `url` (pathname + search) should go to the machine: false for the echo of
   * an emitted URL that a later emitted one has superseded; true for the newest emitted URL and
   * for any URL the machine did not ask for (the shopper's own navigation, which also forgets the
   * pending ones).
   */
  shouldForward(url: string): boolean;
}

function normalized(url: string): string {
  const parsed = new URL(url, 'http://checkout.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/** A fresh {@link NavigationEchoes} for one checkout visit. Pure bookkeeping, no timers. */
export function navigationEchoes(): NavigationEchoes {
  let pending: string[] = [];
  return {
    emitted(url) {
      pending.push(normalized(url));
    },
    shouldForward(url) {
      const at = pending.indexOf(normalized(url));
      if (at === -1) {
        pending = [];
        return true;
      }
      const superseded = at < pending.length - 1;
      pending = pending.slice(at + 1);
      return !superseded;
    },
  };
}
