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
    { group: ['@vitrine/contract*', '**/contract/**'], message: 'wire shapes stop at the edge: core works with domain types, only adapters/src/http and the sandbox see the contract (decision 0125)' },
  ],
};

/**
 * Imports the sandbox must never make (decision 0125): it stands in for the retailer's API, so it
 * shares only the HTTP contract (@vitrine/contract) and core's public entry (@vitrine/core), never a
 * deep core path, the adapters (client code) or the ui.
 */
const sandboxForbiddenImports = {
  patterns: [
    { group: ['**/core/src/**', '@vitrine/core/*'], message: "import core's public entry '@vitrine/core' (export what is missing from core/src/index.ts)" },
    { group: ['**/adapters/**', '@vitrine/adapters*'], message: 'the sandbox is the server side: it shares only @vitrine/contract and @vitrine/core with the client' },
    { group: ['**/ui/**', '@vitrine/ui*'], message: 'the sandbox is the server side: it never imports ui code' },
  ],
};

/** Imports the contract must never make (decision 0125): it is a leaf both sides share, its schema library (zod) only. */
const contractForbiddenImports = {
  patterns: [{ group: ['@vitrine/*', '**/core/**', '**/adapters/**', '**/ui/**', '**/sandbox/**'], message: 'the contract imports nothing but zod and its own files' }],
};

/** Imports ui must never make (decision 0125): only adapters/src/http and the sandbox see the wire shapes. */
const uiForbiddenImports = {
  patterns: [{ group: ['@vitrine/contract*', '**/contract/**'], message: 'ui works with domain types from core; only adapters/src/http and the sandbox see the contract' }],
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
    files: ['sandbox/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', sandboxForbiddenImports] },
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', contractForbiddenImports] },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', uiForbiddenImports] },
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
