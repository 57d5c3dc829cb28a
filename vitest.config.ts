import { defineConfig } from 'vitest/config';
import { uiPlugins } from './ui/vite.config.js';

/**
 * One Vitest run, seven projects: core rules in plain Node (no DOM), the HTTP contract's schemas,
 * adapters (unit and contract tests against a real sandbox), sandbox server tests, the scripts' pure
 * parts, UI components in jsdom, and the layer rules of .dependency-cruiser.cjs on planted fixtures
 * (decision 0125).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['tests/core/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          // vitest 4 reads bench files per project: `vitest bench --run --project core` (decision 0039).
          benchmark: { include: ['tests/core/**/*.bench.ts'] },
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'adapters',
          environment: 'node',
          include: ['tests/adapters/**/*.test.ts'],
          benchmark: { include: ['tests/adapters/**/*.bench.ts'] },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['tests/sandbox/**/*.test.ts'],
          benchmark: { include: ['tests/sandbox/**/*.bench.ts'] },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Pure parts of the project's scripts, e.g. the speed benchmarks' medians and tables (decision 0164).
        test: { name: 'scripts', environment: 'node', include: ['tests/scripts/**/*.test.ts'] },
      },
      {
        plugins: uiPlugins(),
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          benchmark: { include: ['tests/ui/**/*.bench.{ts,tsx}'] },
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      // Every rule in core (decision 0039): all source files, minus barrels (index.ts) and ports,
      // which are interfaces plus a token constant. `npx vitest run --project core --coverage`.
      include: ['core/src/**/*.ts'],
      exclude: ['**/index.ts', '**/*.port.ts', 'core/src/**/ports/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
