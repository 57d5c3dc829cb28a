import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';
import { dispatchPageLoader } from '../../../../ui/src/shared/page-loader-event';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('page loader (shell-and-account §2, §4; decision 0333)', () => {
  it('shows the overlay on the app event with its message, and hides it on the next', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('alert')).toBeNull();
    // The shell listens once its effects have run: send until the overlay answers.
    await waitFor(() => {
      act(() => dispatchPageLoader(window, { visible: true, message: 'Placing your order' }));
      expect(screen.getByRole('alert').textContent).toContain('Placing your order');
    });
    act(() => dispatchPageLoader(window, { visible: true }));
    expect(screen.getByRole('alert').textContent).toContain('Loading page');
    act(() => dispatchPageLoader(window, { visible: false }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no progress bar for a navigation that only changes the query', async () => {
    const { router } = renderApp('/wishlist');
    await screen.findByRole('banner');
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(screen.queryByRole('progressbar', { name: 'Loading page' }) !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(() => router.navigate('/wishlist?sort=new'));
    observer.disconnect();
    expect(seen).not.toContain(true);
  });
});
