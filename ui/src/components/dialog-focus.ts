/**
 * Focus and key helpers of the shared Dialog and the push menu (architecture.md "UI": dialog
 * semantics and focus management). DOM only, no React.
 */

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/**
 * The elements of `root` that the Tab key reaches, in document order: focusable controls and
 * links without a negative tabindex, not inside a closed <details> and not hidden with the
 * `hidden` attribute or `inert`. Returns [] for an empty root.
 */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && !(el.closest('details:not([open])') && el.tagName !== 'SUMMARY'),
  );
}

/**
 * Where focus goes when a dialog opens: the first element marked `data-autofocus`, else the
 * first tabbable element of the dialog's body (`[data-dialog-body]`), else the first tabbable
 * element of the dialog (its Close button), else the dialog itself. Returns the element to focus.
 */
export function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
  return (body && tabbablesIn(body)[0]) ?? tabbablesIn(dialog)[0] ?? dialog;
}

/**
 * The element Tab (or Shift+Tab) should move to so focus stays inside `dialog`: the first
 * tabbable element after the last one, the last before the first, or null when the browser's own
 * move stays inside (or the dialog has nothing tabbable, then the dialog itself).
 */
export function wrapTarget(dialog: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const tabbables = tabbablesIn(dialog);
  if (tabbables.length === 0) return dialog;
  const first = tabbables[0]!;
  const last = tabbables[tabbables.length - 1]!;
  const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
  if (backwards) return !inside || active === first ? last : null;
  return !inside || active === last ? first : null;
}

/** What {@link dialogKeyDown} reads of a keydown event: a DOM or a React one. */
export interface DialogKeyEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly currentTarget: HTMLElement;
  preventDefault(): void;
  stopPropagation(): void;
}

/**
 * The keys of a modal dialog, for its keydown handler on the dialog element (`currentTarget`):
 * Escape calls `onEscape`, with the event's default and propagation stopped (no native cancel
 * closes a `<dialog>` behind its owner's back); Tab and Shift+Tab move focus to
 * {@link wrapTarget} when it names an element, so focus stays inside. Other keys do nothing.
 */
export function dialogKeyDown(event: DialogKeyEvent, onEscape: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const target = wrapTarget(event.currentTarget, document.activeElement, event.shiftKey);
  if (target) {
    event.preventDefault();
    target.focus();
  }
}
