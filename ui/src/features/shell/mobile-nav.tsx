import { Trans, useLingui } from '@lingui/react/macro';
import { hideOthers } from 'aria-hidden';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '@vitrine/core';
import { dialogKeyDown, initialFocusTarget } from '../../components/dialog-focus';
import { afterNextPaint } from '../../shared/after-next-paint';
import { NavLink } from './nav-link';
import styles from './mobile-nav.module.css';

// The drawer's promo is a chunk of its own, loaded when the drawer first opens (decision 0413).
const MobileNavPromoPart = lazy(() => import('./mobile-nav-promo'));

/**
 * The push menu below 1025 px (shell-and-account.md §2): a modal dialog that pushes into a
 * subcategory level and back; its levels are the navigation landmark "Main" of the narrow layout
 * (the header renders the desktop "Main" navigation only at ≥ 1025 px, so one is present at a time;
 * decision 0141). Closes on Escape, overlay click, the close button, route change and
 * breakpoint change (the header unmounts it); opening locks page scrolling; focus moves to its
 * first control, Tab and Shift+Tab wrap inside it, and focus returns to the Menu button. It is an
 * auto popover in the top layer (its `::backdrop` is the overlay) with `aria-modal`, and the rest
 * of the page is hidden from assistive technology (`aria-hidden`) while it is open, not made inert
 * with `showModal()`: inert restyles the whole document, 56-135 ms of the Menu tap at 4× CPU
 * (decision 0478). Its links keep `?subbrand=` on a sub-brand's pages (`subBrand`, decision 0344); keep
 * `onClose` stable, as the links are memoised (decision 0477). `children` follow the navigation in the panel (the header's utility links, decision 0366);
 * last, while open, the content's promo (componentSupernavAdditionalMobilePromo, decision 0413) in a slot
 * of a fixed height.
 */
export function MobileNav({ items, subBrand, open, onClose, children }: { items: readonly NavItem[]; subBrand: string | null; open: boolean; onClose: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [trail, setTrail] = useState<readonly NavItem[]>([]);
  const location = useLocation();
  const current = trail.at(-1);
  const level = current ? current.children : items;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      setTrail([]);
      return;
    }
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showPopover();
    initialFocusTarget(dialog).focus();
    // Hiding the page from assistive technology (aria-modal already tells it) and locking its
    // scrolling (a layout of the whole document) wait for the menu's first paint (decision 0478).
    let undoHidden = () => undefined as void;
    const cancelLock = afterNextPaint(() => {
      undoHidden = hideOthers(dialog);
      document.body.classList.add('scroll-locked');
    });
    // The browser hides an auto popover on a click on the overlay (light dismiss), Escape and
    // the platform's back gesture; the header's state follows.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') onCloseRef.current();
    };
    dialog.addEventListener('toggle', onToggle);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      cancelLock();
      undoHidden();
      document.body.classList.remove('scroll-locked');
      // Hiding a popover that is hidden already (unmounted) does nothing.
      if (dialog.isConnected) dialog.hidePopover();
      const active = document.activeElement;
      if (trigger?.isConnected && (!active || active === document.body || dialog.contains(active))) trigger.focus({ preventScroll: true });
    };
  }, [open]);

  // A route change closes the menu; not the mount, which can come after the Menu button was pressed
  // (the menu mounts once the navigation tree and its chunk have loaded; decision 0477).
  const pathname = location.pathname;
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    onCloseRef.current();
  }, [pathname]);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      popover="auto"
      className={styles.dialog}
      aria-label={t`Menu`}
      onKeyDown={(event) => dialogKeyDown(event, onClose)}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          {current ? (
            <button type="button" className={styles.back} onClick={() => setTrail(trail.slice(0, -1))}>
              <span aria-hidden="true">‹ </span>
              <Trans>Back</Trans>
            </button>
          ) : (
            <span className={styles.title}>
              <Trans>Menu</Trans>
            </span>
          )}
          <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close menu`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={t`Main`}>
          {current && (
            <p className={styles.levelTitle}>
              <NavLink item={current} subBrand={subBrand} className={styles.shopAll} onNavigate={onClose} />
            </p>
          )}
          <ul className={styles.list}>
          {level.map((item) => (
            <li key={item.itemId}>
              {item.children.length > 0 ? (
                <button type="button" className={styles.row} onClick={() => setTrail([...trail, item])}>
                  {item.displayName}
                  <span aria-hidden="true"> ›</span>
                </button>
              ) : (
                <NavLink item={item} subBrand={subBrand} className={styles.row} onNavigate={onClose} />
              )}
            </li>
          ))}
          </ul>
        </nav>
        {children}
        {open && (
          <Suspense fallback={<div className={styles.promoSlot} data-mobile-nav-promo="loading" />}>
            <MobileNavPromoPart onNavigate={onClose} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
