import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isBackToTopVisible, SHELL_TIMINGS } from '@vitrine/core';
import { useThrottledScroll } from '../../shared/use-throttled-scroll';
import styles from './back-to-top.module.css';

/**
 * The back-to-top button (shell-and-account.md §2; decision 0332): shown once the page has
 * scrolled more than one viewport height (core's `isBackToTopVisible`, checked at most every
 * 250 ms through a passive listener), never on the home page. Activating it scrolls to the top
 * (instantly under reduced motion) and moves focus to the page's first focusable element, the skip link.
 */
export default function BackToTop({ isHomepage }: { isHomepage: boolean }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useThrottledScroll((y) => setVisible(isBackToTopVisible(y, window.innerHeight, isHomepage)), SHELL_TIMINGS.backToTopThrottleMs, !isHomepage);

  if (isHomepage || !visible) return null;
  const toTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('a[href="#main-content"]')?.focus({ preventScroll: true });
    setVisible(false);
  };
  return (
    <button type="button" className={styles.button} onClick={toTop}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="visually-hidden">{t`Back to top`}</span>
    </button>
  );
}
