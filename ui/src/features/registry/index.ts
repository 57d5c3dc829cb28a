import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import type { Product, Selection } from '@vitrine/core';

/**
 * The registry feature's public surface (decision 0001): the product page's "Add to registry"
 * slot. It renders after hydration only (the button depends on the browser's session) and loads
 * its component in its own chunk, so the product route's chunk grows by this file alone.
 */
const AddToRegistry = lazy(() => import('./add-to-registry'));

export function AddToRegistrySlot(props: { product: Product; selection: Selection }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? createElement(Suspense, { fallback: null }, createElement(AddToRegistry, props)) : null;
}
