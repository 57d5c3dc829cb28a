import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A page's first render (lazy route, loaders, i18n) can take more than Testing Library's 1 s on a
// shared 2-core machine: findBy…/waitFor wait up to 10 s (a file may set its own).
configure({ asyncUtilTimeout: 10_000 });

// The shims need a window: the server renderer's tests run in the node environment (tests/ui/server).
if (typeof window !== 'undefined') await import('./browser-shims');
