import { Suspense } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import type { ShellData } from './global-promo.loader';
import styles from './header.module.css';

// The header's content parts are a chunk of their own, off the initial JS (decision 0366, as the
// promo banners, decision 0301): the server renders them into the page with their CSS and the
// browser loads the chunk before it hydrates (preloadShellParts, decision 0426).
export const HeaderContentPart = preloadableLazy(async () => (await import('./header-content')).default);

/**
 * One content part of the header from the root loader (shell-and-account.md §2; decision 0366):
 * 'bar' the utility bar above the main bar (shown at ≥ 1025 px), 'menu' the same link groups in the
 * push menu (`onNavigate` closes it when a link is followed), 'promo' the lower promo message. The
 * bar and the message keep their space while the chunk loads; nothing without content.
 */
export function HeaderSlot({ part, onNavigate }: { part: 'bar' | 'menu' | 'promo'; onNavigate?: () => void }) {
  const header = (useRouteLoaderData('root') as ShellData | undefined)?.header;
  if (!header) return null;
  return (
    <Suspense fallback={part === 'menu' ? null : <div className={styles[`${part}Slot`]} />}>
      <HeaderContentPart header={header} part={part} onNavigate={onNavigate} />
    </Suspense>
  );
}
