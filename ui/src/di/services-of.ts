import type { Container } from 'inversify';
import type { Token } from '@vitrine/core';
import type { Services } from '../shared/services';

/** Wraps an inversify container as {@link Services}. */
export function servicesOf(container: Container): Services {
  return { get: <T,>(port: Token<T>) => container.get<T>(port.key), has: (port: Token<unknown>) => container.isBound(port.key) };
}
