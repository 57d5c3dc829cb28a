import { lazy, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render ({@link preloadableLazy}). */
export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Loads the component's chunk once (a failed load is tried again on the next call); resolves to the component. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that can be loaded before it renders (decision 0426). Until its chunk has loaded it
 * renders the lazy component (it suspends, and the nearest Suspense boundary shows its fallback);
 * once `preload()` has resolved — or an earlier render's load — it renders the loaded component
 * directly, without suspending. The browser entry preloads the server-rendered shell parts before
 * it hydrates (`preloadShellParts`), so their Suspense boundaries hydrate in the first pass: a
 * boundary still waiting for its chunk when an update reaches it would drop the server's HTML for
 * its fallback and bring it back later, a layout shift of everything below it. `load` resolves to
 * the component (`async () => (await import('./x')).X`).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P): ReactElement {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
