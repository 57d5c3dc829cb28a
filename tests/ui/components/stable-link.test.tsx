import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StableLink, type StableLinkProps } from '../../../ui/src/components/stable-link';

/**
 * Counts the links' renders: the memo's inner function is wrapped before anything renders (React
 * reads it when it creates a link). A Profiler cannot count them: it reports no commit for a
 * component that a context alone rendered again.
 */
const memoised = StableLink as unknown as { type: (props: StableLinkProps) => ReactNode };
const inner = memoised.type;
const renders = { links: 0 };
beforeEach(() => {
  renders.links = 0;
  memoised.type = (props) => {
    renders.links += 1;
    return inner(props);
  };
});
afterEach(() => {
  memoised.type = inner;
});

/** A shell whose links sit beside the outlet, as the header's do, and the page showing where it is. */
function renderShell({ basename, initial, onNavigate }: { basename?: string; initial: string; onNavigate?: () => void }) {
  function Page() {
    const location = useLocation();
    return <p>at {`${location.pathname}${location.search}`}</p>;
  }
  function Shell() {
    // The shell renders again on every page change, as the app's does, and on a click of its button.
    useLocation();
    const [, setCount] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setCount((count) => count + 1)}>
          Render the shell
        </button>
        <nav aria-label="Main">
          <StableLink to="/" onNavigate={onNavigate}>
            Home
          </StableLink>
          <StableLink to="/women-tops?subbrand=x" onNavigate={onNavigate}>
            Tops
          </StableLink>
        </nav>
        <Outlet />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Shell />, children: [{ index: true, element: <Page /> }, { path: '*', element: <Page /> }] }], {
    initialEntries: [initial],
    basename,
  });
  render(<RouterProvider router={router} />);
  return { router };
}

describe('StableLink (decision 0477)', () => {
  it('writes the href under the basename, as react-router does', () => {
    renderShell({ basename: '/fr-fr', initial: '/fr-fr/' });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/fr-fr');
    expect(screen.getByRole('link', { name: 'Tops' }).getAttribute('href')).toBe('/fr-fr/women-tops?subbrand=x');
  });

  it('navigates client-side on a click, calls onNavigate, and renders no link again for the page change', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { router } = renderShell({ basename: '/fr-fr', initial: '/fr-fr/', onNavigate });
    expect(renders.links).toBe(2);

    await user.click(screen.getByRole('link', { name: 'Tops' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);

    expect(await screen.findByText('at /women-tops?subbrand=x')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fr-fr/women-tops');
    expect(router.state.historyAction).toBe('PUSH');
    expect(renders.links).toBe(2);
  });

  it('starts the navigation after the click\'s next paint, not in the click (decisions 0472, 0477)', async () => {
    const { router } = renderShell({ initial: '/' });
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));

    fireEvent.click(screen.getByRole('link', { name: 'Tops' }));

    expect(router.state.location.pathname).toBe('/');
    expect(frames).toHaveLength(1);
    frame.mockRestore();
    act(() => frames[0]!(performance.now()));
    expect(await screen.findByText('at /women-tops?subbrand=x')).toBeTruthy();
  });

  it('replaces the history entry when the link is the current page', async () => {
    const user = userEvent.setup();
    const { router } = renderShell({ initial: '/women-tops?subbrand=x' });

    await user.click(screen.getByRole('link', { name: 'Tops' }));

    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(screen.getByText('at /women-tops?subbrand=x')).toBeTruthy();
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab)', () => {
    const onNavigate = vi.fn();
    const { router } = renderShell({ initial: '/', onNavigate });
    const link = screen.getByRole('link', { name: 'Tops' });
    // Whether the app left each click to the browser; then stopped here, as jsdom cannot open a document.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);

    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(link, init);
    document.removeEventListener('click', record);

    expect(leftToBrowser).toEqual([true, true, true, true, true]);

    expect(router.state.location.pathname).toBe('/');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('is not rendered again when its parent renders with the same props', async () => {
    const user = userEvent.setup();
    renderShell({ initial: '/' });
    expect(renders.links).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Render the shell' }));

    expect(renders.links).toBe(2);
  });
});
