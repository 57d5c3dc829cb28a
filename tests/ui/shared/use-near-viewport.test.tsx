import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from '../../../ui/src/shared/use-near-viewport';
import { scrollingObservers } from '../in-view-observer';

afterEach(() => vi.unstubAllGlobals());

function Section() {
  const { ref, near } = useNearViewport();
  return near ? <p>mounted</p> : <div ref={ref} data-testid="place" />;
}

describe('useNearViewport (decision 0480)', () => {
  it('renders the place on the server', () => {
    expect(renderToString(<Section />)).toContain('data-testid="place"');
  });

  it('watches the place with a margin of one viewport height and mounts once it is reported near', async () => {
    const viewport = scrollingObservers();
    vi.stubGlobal('IntersectionObserver', viewport.Observer);
    render(<Section />);
    expect(screen.getByTestId('place')).toBeTruthy();
    expect(viewport.margins()).toEqual([NEAR_VIEWPORT_MARGIN]);
    act(() => viewport.scrollToAll());
    expect(await screen.findByText('mounted')).toBeTruthy();
  });

  it('mounts at once after mounting where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(await screen.findByText('mounted')).toBeTruthy();
  });
});
