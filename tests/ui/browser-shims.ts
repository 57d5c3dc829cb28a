// Browser APIs jsdom lacks, for the ui tests that run in jsdom (tests/ui/setup.ts loads this file only there).
export {};

// Minimal browser APIs jsdom lacks (added by the shopping-screens work; see tests/ui/render-app.tsx).
// matchMedia: every query is false (phone layout) unless a test replaces it.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// <dialog>: showModal/show/close toggle the open attribute and fire close.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
// Popovers (the push menu, decision 0478): hidden by a style rule, as the browser's
// `[popover]:not(:popover-open)` is; showPopover/hidePopover set and clear an inline display
// (jsdom's cascade honours inline styles over rules, not the more specific rule).
if (typeof HTMLElement.prototype.showPopover !== 'function') {
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    this.style.setProperty('display', 'block');
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    this.style.removeProperty('display');
  };
  const style = document.createElement('style');
  style.textContent = '[popover] { display: none; }';
  document.head.append(style);
}
// Observers used by the PDP carousel (embla-carousel): inert stand-ins.
class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (typeof window.IntersectionObserver !== 'function') window.IntersectionObserver = InertObserver as unknown as typeof IntersectionObserver;
if (typeof window.ResizeObserver !== 'function') window.ResizeObserver = InertObserver as unknown as typeof ResizeObserver;
// jsdom implements no scrolling; react-router's ScrollRestoration calls scrollTo.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
