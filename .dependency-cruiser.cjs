/**
 * Layer rules (architecture.md "Layout"): dependencies point inward only, ui -> adapters -> core,
 * and the HTTP contract (contract/, decision 0125) is shared by adapters and sandbox alone.
 * tests/lint/boundaries.test.ts plants a violation of each rule and checks that it fires.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      severity: 'error',
      comment: 'core imports nothing from React, the DOM libs, ky, inversify, jsencrypt, adapters, ui or sandbox',
      from: { path: '^core/src' },
      to: { path: '(^adapters/|^ui/|^sandbox/|node_modules/(react|react-dom|react-router|react-router-dom|ky|inversify|jsencrypt|@xstate/react|@lingui/react|js-cookie)/)' },
    },
    {
      name: 'adapters-not-into-ui-or-sandbox',
      severity: 'error',
      from: { path: '^adapters/src' },
      to: { path: '^(ui|sandbox)/' },
    },
    {
      name: 'sandbox-only-contract-and-core-entry',
      severity: 'error',
      comment:
        'the sandbox is a stand-in for the retailer API: it shares only the HTTP contract (@vitrine/contract) and core rules through their public entry (@vitrine/core = core/src/index.ts); a deep core path couples it to core internals, adapters and ui are client code',
      from: { path: '^sandbox/src' },
      to: { path: '^(adapters/|ui/|core/src/)', pathNot: '^core/src/index[.]ts$' },
    },
    {
      name: 'contract-is-self-contained',
      severity: 'error',
      comment: 'the contract is a leaf both sides of the wire share: its own files and its schema library (zod) only, never core, adapters, ui or sandbox',
      from: { path: '^contract/src' },
      to: { pathNot: '^(contract/src/|node_modules/zod/)' },
    },
    {
      name: 'no-contract-in-ui-or-core',
      severity: 'error',
      comment: 'wire shapes stop at the edge: only adapters/src/http and the sandbox see the contract; core and ui work with domain types',
      from: { path: '^(ui|core)/' },
      to: { path: '^contract/' },
    },
    {
      name: 'feature-not-into-other-feature',
      severity: 'error',
      comment:
        "a feature does not reach into another feature's internals: ui/src/features/<a> imports ui/src/features/<b> only through <b>'s public index.ts (what it chose to share); pieces many features share live in ui/src/shared or ui/src/components",
      from: { path: '^ui/src/features/([^/]+)/' },
      to: { path: '^ui/src/features/', pathNot: ['^ui/src/features/$1/', '^ui/src/features/[^/]+/index[.]tsx?$'] },
    },
    { name: 'no-circular', severity: 'warn', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|[.]data|coverage)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
