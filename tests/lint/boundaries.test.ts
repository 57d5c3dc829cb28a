import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of .dependency-cruiser.cjs (decision 0125) fire on planted violations: small
 * fixture files under tests/lint/fixtures laid out like the workspaces (sandbox/src, core/src,
 * contract/src, adapters/src, ui/src/features), cruised with the project's own rules and
 * dependency-cruiser's API. Each rule must name exactly its planted file, and the allowed imports
 * (sandbox → contract and core's entry, a feature → its own files) must pass.
 */
const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

let violations: { rule: string; from: string; to: string }[] = [];

beforeAll(async () => {
  const result = await cruise(['sandbox', 'core', 'contract', 'adapters', 'ui'], {
    baseDir: FIXTURES,
    validate: true,
    ruleSet: { forbidden: config.forbidden.filter((rule) => rule.name !== 'no-circular') },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  }, { extensions: ['.ts', '.js'] });
  const output = result.output as ICruiseResult;
  violations = output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
});

const fired = (rule: string) => violations.filter((v) => v.rule === rule).map((v) => `${v.from} -> ${v.to}`);

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('forbids a deep core path and the adapters from the sandbox, and allows contract and the core entry', () => {
    expect(fired('sandbox-only-contract-and-core-entry').sort()).toEqual([
      'sandbox/src/deep-core.ts -> core/src/checkout/domain/address.ts',
      'sandbox/src/uses-adapters.ts -> adapters/src/index.ts',
    ]);
    expect(violations.filter((v) => v.from === 'sandbox/src/allowed.ts')).toEqual([]);
  });

  it('forbids core and ui from importing the contract', () => {
    expect(fired('no-contract-in-ui-or-core').sort()).toEqual(['core/src/uses-contract.ts -> contract/src/index.ts', 'ui/src/uses-contract.ts -> contract/src/index.ts']);
  });

  it('keeps the contract self-contained', () => {
    expect(fired('contract-is-self-contained')).toEqual(['contract/src/uses-core.ts -> core/src/index.ts']);
  });

  it("forbids a feature from importing another feature's internals, not its own files or another feature's public index", () => {
    expect(fired('feature-not-into-other-feature')).toEqual(['ui/src/features/checkout/uses-identity.ts -> ui/src/features/identity/session.ts']);
    expect(violations.filter((v) => v.from === 'ui/src/features/checkout/uses-identity-entry.ts')).toEqual([]);
  });

  it('reports nothing else on the fixtures', () => {
    expect(violations).toHaveLength(6);
  });
});
