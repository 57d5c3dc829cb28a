import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The shims need a window: the server renderer's tests run in the node environment (tests/ui/server).
if (typeof window !== 'undefined') await import('./browser-shims');
