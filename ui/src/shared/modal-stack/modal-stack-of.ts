import { useCallback, useSyncExternalStore } from 'react';
import { Logger, type ModalStack } from '@vitrine/core';
import { useServices } from '../service-context';
import type { Services } from '../services';
import { createModalStackRuntime, type ModalStackRuntime } from './modal-stack-runtime';
import type { ModalView } from './modal-types';

const runtimes = new WeakMap<Services, ModalStackRuntime>();

/**
 * The one modal stack of an app, keyed by its service container (decisions 0085, 0140): the route
 * loaders (the access guard) and the React tree reach the same running modal stack machine.
 * Started on first use, with the container's Logger when one is bound.
 */
export function modalStackOf(services: Services): ModalStackRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    runtime = createModalStackRuntime(services.has(Logger) ? services.get(Logger) : null);
    runtimes.set(services, runtime);
  }
  return runtime;
}

/** The app's {@link ModalStackRuntime} (for launching from components). */
export function useModalStack(): ModalStackRuntime {
  return modalStackOf(useServices());
}

/** The stack the server renders: nothing is open there (a URL's hash never reaches the server). */
const SERVER_STACK: ModalStack<ModalView> = [];

/**
 * A value of the running modal stack machine, re-rendering when it changes. While the browser
 * hydrates it is the server's value (`serverValue`): a guarded page's loader may open the sign-in
 * modal before hydration, and the server's HTML must hydrate first, then the modal shows.
 */
function useStackValue<T>(read: (runtime: ModalStackRuntime) => T, serverValue: T): T {
  const runtime = useModalStack();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = runtime.actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [runtime],
  );
  return useSyncExternalStore(subscribe, () => read(runtime), () => serverValue);
}

/** The open modals, bottom first, as the machine's context holds them; re-renders on every change (none while hydrating). */
export function useOpenModals(): ModalStack<ModalView> {
  return useStackValue((runtime) => runtime.actor.getSnapshot().context.stack as ModalStack<ModalView>, SERVER_STACK);
}

/** The modal stack machine's state ('empty' or 'open'); re-renders when it changes ('empty' while hydrating). */
export function useModalStackState(): string {
  return useStackValue((runtime) => String(runtime.actor.getSnapshot().value), 'empty');
}
