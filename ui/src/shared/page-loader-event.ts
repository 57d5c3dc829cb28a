/**
 * The app event that shows or hides the page loader overlay (shell-and-account.md §2; decision
 * 0333): a `CustomEvent` named {@link PAGE_LOADER_EVENT} on `window` whose detail is
 * {@link PageLoaderEventDetail}. Any feature, or a native app hosting the site in a webview,
 * dispatches it; the shell's page loader listens.
 */
export const PAGE_LOADER_EVENT = 'vitrine:page-loader';

/** Show (with an optional message already in the shopper's language) or hide the overlay. */
export interface PageLoaderEventDetail {
  readonly visible: boolean;
  readonly message?: string;
}

/** Dispatches the page loader event on `target` (the window): shows the overlay with `message`, or hides it. */
export function dispatchPageLoader(target: EventTarget, detail: PageLoaderEventDetail): void {
  target.dispatchEvent(new CustomEvent<PageLoaderEventDetail>(PAGE_LOADER_EVENT, { detail }));
}
