import { createElement, lazy, Suspense } from 'react';
import { RegistryGateway, type Product, type Selection } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { SessionActor } from '../identity';
import { useHydrated } from '../../shared/use-hydrated';

/**
 * The registry feature's public surface (decision 0001): the product page's "Add to registry"
 * slot. It renders after hydration only (the button depends on the browser's session) and loads
 * its component in its own chunk, so the product route's chunk grows by this file alone.
 */
const AddToRegistry = lazy(() => import('./add-to-registry'));

export function AddToRegistrySlot(props: { product: Product; selection: Selection }) {
  const services = useServices();
  const mounted = useHydrated();
  // A shell bound without sessions or registries (component tests of other features) shows no button.
  const available = services.has(SessionActor) && services.has(RegistryGateway);
  return mounted && available ? createElement(Suspense, { fallback: null }, createElement(AddToRegistry, props)) : null;
}
