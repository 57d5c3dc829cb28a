// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports core must never make (architecture.md "Layout"): frameworks, the DOM, adapters, ui. */
const coreForbiddenImports = {
  paths: [
    { name: 'react', message: 'core is framework-free' },
    { name: 'react-dom', message: 'core is framework-free' },
    { name: 'ky', message: 'core must not know HTTP; use a port' },
    { name: 'inversify', message: 'core must not know DI; export a token' },
    { name: 'jsencrypt', message: 'core must not know crypto libraries; use a port' },
    { name: '@xstate/react', message: 'core is framework-free' },
    { name: '@lingui/react', message: 'core is framework-free' },
  ],
  patterns: [
    { group: ['react-router*', 'react-dom/*', 'react/*'], message: 'core is framework-free' },
    { group: ['**/adapters/**', '@vitrine/adapters*', '**/ui/**', '@vitrine/ui*', '**/sandbox/**'], message: 'dependencies point inward: core imports no adapter, ui or sandbox code' },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.data/**', '.cache/**', 'docs/api-reference/**', 'ui/src/i18n/locales/**', 'test-results/**', 'playwright-report/**', 'e2e-artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', coreForbiddenImports],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'core touches no DOM or browser global; take a port',
        })),
      ],
    },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}', 'adapters/src/browser/**/*.ts', 'tests/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
