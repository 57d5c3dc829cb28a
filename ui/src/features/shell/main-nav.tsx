import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '@vitrine/core';
import { NavLink } from './nav-link';
import styles from './main-nav.module.css';

/** Hover-intent timings of shell-and-account.md §9 (ms). */
const HOVER_INTERVAL_MS = 150;
const HOVER_TIMEOUT_MS = 50;

interface TopItemProps {
  readonly item: NavItem;
  readonly subBrand: string | null;
  readonly panelId: string;
  readonly expanded: boolean;
  /** Opens `slug` (null: closes) after `delay` ms (hover intent). */
  readonly schedule: (slug: string | null, delay: number) => void;
  /** Opens `slug`, or closes it when open (a click, Enter or Space). */
  readonly toggle: (slug: string) => void;
  readonly close: () => void;
}

/**
 * One top-level item: a link, or a disclosure button and its dropdown of subcategories. Memoised
 * (decision 0477): opening one dropdown renders that item and the one it closes, not the others,
 * and a page change renders none of them.
 */
const TopItem = memo(function TopItem({ item, subBrand, panelId, expanded, schedule, toggle, close }: TopItemProps) {
  if (item.children.length === 0) {
    return (
      <li className={styles.topItem}>
        <NavLink item={item} subBrand={subBrand} className={styles.topLink} />
      </li>
    );
  }
  return (
    <li
      className={styles.topItem}
      onMouseEnter={() => schedule(item.slug, HOVER_INTERVAL_MS)}
      onMouseLeave={() => schedule(null, HOVER_TIMEOUT_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) {
          close();
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <button type="button" className={styles.topButton} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.slug)}>
        {item.displayName}
      </button>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        <div className={styles.panelInner}>
          <NavLink item={item} subBrand={subBrand} className={styles.shopAll} />
          <ul className={styles.columns}>
            {item.children.map((child) => (
              <li key={child.itemId} className={styles.column}>
                <NavLink item={child} subBrand={subBrand} className={styles.columnHeading} />
                {child.children.length > 0 && (
                  <ul className={styles.leaves}>
                    {child.children.map((leaf) => (
                      <li key={leaf.itemId}>
                        <NavLink item={leaf} subBrand={subBrand} className={styles.leaf} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
});

/**
 * Desktop main navigation (≥ 1025 px): one disclosure button per top-level item opening a
 * dropdown of its subcategories; opens on click, Enter/Space, or hover intent; closes on Escape,
 * outside click, route change. Its links keep `?subbrand=` on a sub-brand's pages (`subBrand`, decision 0344).
 */
export function MainNav({ items, subBrand }: { items: readonly NavItem[]; subBrand: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const baseId = useId();

  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = useCallback((next: string | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delay);
  }, []);
  const toggle = useCallback((slug: string) => {
    window.clearTimeout(timer.current);
    setOpen((current) => (current === slug ? null : slug));
  }, []);
  const close = useCallback(() => setOpen(null), []);

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t`Main`}>
      <ul className={styles.top}>
        {items.map((item) => (
          <TopItem
            key={item.itemId}
            item={item}
            subBrand={subBrand}
            panelId={`${baseId}-${item.slug}`}
            expanded={open === item.slug}
            schedule={schedule}
            toggle={toggle}
            close={close}
          />
        ))}
      </ul>
    </nav>
  );
}
