import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '@vitrine/core';
import { NavLink } from './nav-link';
import styles from './main-nav.module.css';

/** Hover-intent timings of shell-and-account.md §9 (ms). */
const HOVER_INTERVAL_MS = 150;
const HOVER_TIMEOUT_MS = 50;

/**
 * Desktop main navigation (≥ 1025 px): one disclosure button per top-level item opening a
 * dropdown of its subcategories; opens on click, Enter/Space, or hover intent; closes on Escape,
 * outside click, route change.
 */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const baseId = useId();

  useEffect(() => setOpen(null), [location.pathname]);
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (next: string | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delay);
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t`Main`}>
      <ul className={styles.top}>
        {items.map((item) => {
          const panelId = `${baseId}-${item.slug}`;
          const expanded = open === item.slug;
          if (item.children.length === 0) {
            return (
              <li key={item.itemId} className={styles.topItem}>
                <NavLink item={item} className={styles.topLink} />
              </li>
            );
          }
          return (
            <li
              key={item.itemId}
              className={styles.topItem}
              onMouseEnter={() => schedule(item.slug, HOVER_INTERVAL_MS)}
              onMouseLeave={() => schedule(null, HOVER_TIMEOUT_MS)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && expanded) {
                  setOpen(null);
                  (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
                }
              }}
            >
              <button
                type="button"
                className={styles.topButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  window.clearTimeout(timer.current);
                  setOpen(expanded ? null : item.slug);
                }}
              >
                {item.displayName}
              </button>
              <div id={panelId} className={styles.panel} hidden={!expanded}>
                <div className={styles.panelInner}>
                  <NavLink item={item} className={styles.shopAll} />
                  <ul className={styles.columns}>
                    {item.children.map((child) => (
                      <li key={child.itemId} className={styles.column}>
                        <NavLink item={child} className={styles.columnHeading} />
                        {child.children.length > 0 && (
                          <ul className={styles.leaves}>
                            {child.children.map((leaf) => (
                              <li key={leaf.itemId}>
                                <NavLink item={leaf} className={styles.leaf} />
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
        })}
      </ul>
    </nav>
  );
}
