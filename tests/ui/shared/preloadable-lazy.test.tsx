import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../ui/src/shared/preloadable-lazy';

/** A component to load lazily: a greeting named by its prop. */
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load that resolves when the test says so. */
function deferredLoad() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Greeting>((r) => (resolve = r)));
  return { load, resolve: (component: typeof Greeting) => resolve(component) };
}

describe('preloadableLazy (decision 0426)', () => {
  it('suspends until its chunk has loaded when nothing preloaded it, then renders it with its props', async () => {
    const { load, resolve } = deferredLoad();
    const Lazy = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in place, never its fallback, once preloaded: the server string has no pending boundary', async () => {
    const Lazy = preloadableLazy(async () => Greeting);
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Grace');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<!--$?-->');
  });

  it('loads once however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadableLazy(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="Linus" />);
    await Lazy.preload();
    expect(screen.getByText('Hello Linus')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce(Greeting);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
