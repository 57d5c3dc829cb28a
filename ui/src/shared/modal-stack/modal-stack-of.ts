import { useSelector } from '@xstate/react';
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

/** The open modals, bottom first, as the machine's context holds them; re-renders on every change. */
export function useOpenModals(): ModalStack<ModalView> {
  return useSelector(useModalStack().actor, (snapshot) => snapshot.context.stack as ModalStack<ModalView>);
}

/** The modal stack machine's state ('empty' or 'open'); re-renders when it changes. */
export function useModalStackState(): string {
  return useSelector(useModalStack().actor, (snapshot) => String(snapshot.value));
}
