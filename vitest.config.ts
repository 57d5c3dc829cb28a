import { defineConfig } from 'vitest/config';
import { uiPlugins } from './ui/vite.config.js';

/**
 * One Vitest run, four projects: core rules in plain Node (no DOM), adapters (unit and contract
 * tests against a real sandbox), sandbox server tests, and UI components in jsdom.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['tests/core/**/*.test.ts', 'tests/machines/**/*.test.ts'] } },
      {
        test: {
          name: 'adapters',
          environment: 'node',
          include: ['tests/adapters/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['tests/sandbox/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: uiPlugins(),
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/src/**/domain/**/*.ts', 'core/src/**/rules/**/*.ts', 'core/src/shared/**/*.ts', 'core/src/site/*.ts', 'core/src/identity/*.ts'],
      exclude: ['**/index.ts', '**/*.port.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
  bench: { include: ['tests/**/*.bench.ts'] } as never,
});
