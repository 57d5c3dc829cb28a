/** Where the browser's anonymous visitor id is kept (decision 0320). */
const VISITOR_KEY = 'vitrine.visitorId';

/**
 * The browser's anonymous visitor id (a random UUID kept in localStorage; decision 0320): the
 * social-proof events' visitor and the personalization dataset call's user id (decision 0400). It
 * names no customer. Without storage a fresh id is returned each time. Browser only.
 */
export function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}
