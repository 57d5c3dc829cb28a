/** Layer rules (architecture.md "Layout"): dependencies point inward only, ui -> adapters -> core. */
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
      name: 'sandbox-only-adapter-dto-types',
      severity: 'error',
      comment: 'the sandbox may use the adapters DTO types and core site/domain helpers, nothing of ui',
      from: { path: '^sandbox/src' },
      to: { path: '^ui/' },
    },
    {
      name: 'no-dto-outside-http',
      severity: 'error',
      comment: 'nothing outside adapters/src/http and the sandbox sees a DTO',
      from: { path: '^(ui|core)/' },
      to: { path: '^adapters/src/http/dto' },
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
