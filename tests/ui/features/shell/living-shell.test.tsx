import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';

// Whole-app renders load lazy chunks (the route, back to top): give them time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Scrolls the window to `y` px and lets the throttle's trailing call run. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

const originalScrollTo = window.scrollTo;
afterEach(() => {
  window.scrollTo = originalScrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('sticky header (shell-and-account §2, decision 0332)', () => {
  it('hides on scrolling down by the step and returns on scrolling up', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    // The listener attaches after hydration and the header may re-render while lazy parts load:
    // scroll again and read the live banner until the state settles.
    await waitFor(async () => {
      await scrollTo(400);
      expect(screen.getByRole('banner').dataset.hidden).toBe('true');
    });
    await scrollTo(380);
    expect(screen.getByRole('banner').dataset.hidden).toBe('true');
    await waitFor(async () => {
      await scrollTo(300);
      expect(screen.getByRole('banner').dataset.hidden).toBeUndefined();
    });
  });

  it('stays as it is while the search field is open', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const search = await screen.findByRole('combobox', { name: 'Search' });
    act(() => search.focus());
    await scrollTo(600);
    expect(banner.dataset.hidden).toBeUndefined();
  });
});

describe('back to top (shell-and-account §2, decision 0332)', () => {
  it('appears after one viewport of scrolling and takes the shopper and focus to the top', async () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    renderApp('/wishlist');
    await screen.findByRole('banner');
    await scrollTo(window.innerHeight - 10);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await scrollTo(window.innerHeight + 200);
    const button = await screen.findByRole('button', { name: 'Back to top' });
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('never shows on the home page', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    await scrollTo(window.innerHeight * 3);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
