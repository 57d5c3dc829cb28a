import { Container, ContainerModule } from 'inversify';
import type { Token } from '@vitrine/core';
import type { Services } from '../shared/services';
import { servicesOf } from './services-of';


/** Builds the one container of the app from container modules (the adapters' browserBindings + httpBindings, or inMemoryBindings, and the ui modules). */
export function createServices(...modules: ContainerModule[]): Services {
  const container = new Container();
  container.load(...modules);
  return servicesOf(container);
}

/**
 * A container module that binds each given port to a ready-made value. Used by the composition
 * root (values built once per page load) and by tests (fakes).
 */
export function valuesModule(entries: ReadonlyArray<readonly [Token<unknown>, unknown]>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const [port, value] of entries) bind(port.key).toConstantValue(value);
  });
}

/** Pairs a port with its implementation, type-checked. */
export function provide<T>(port: Token<T>, value: T): readonly [Token<unknown>, unknown] {
  return [port as Token<unknown>, value];
}
