import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/src/shared/use-media-query';
import { serverRenderThenHydrate } from '../hydrate';

function Viewport() {
  return <p>{useMediaQuery(DESKTOP_QUERY) ? 'desktop' : 'mobile'}</p>;
}

/** A matchMedia whose (min-width: 1025px) answer the test sets; `change` reaches the listeners. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initial };
  window.matchMedia = ((query: string) =>
    ({
      get matches() {
        return query === DESKTOP_QUERY && state.matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  return {
    set(matches: boolean) {
      state.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('useMediaQuery (decision 0465)', () => {
  it('answers false on the server and while hydrating, then the browser’s answer, and follows changes', async () => {
    const media = fakeMatchMedia(true);
    expect(renderToString(<Viewport />)).toBe('<p>mobile</p>');
    const { container, errors } = await serverRenderThenHydrate(<Viewport />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('desktop');
    await act(async () => media.set(false));
    expect(container.textContent).toBe('mobile');
  });

  it('starts with the browser’s answer in a component mounted after hydration', () => {
    fakeMatchMedia(true);
    document.documentElement.dataset.hydrated = 'true';
    const seen: string[] = [];
    function Recording() {
      const desktop = useMediaQuery(DESKTOP_QUERY);
      seen.push(desktop ? 'desktop' : 'mobile');
      return null;
    }
    render(<Recording />);
    expect(seen[0]).toBe('desktop');
    render(<Viewport />);
    expect(screen.getByText('desktop')).toBeTruthy();
  });
});
