import type { Plugin } from 'vite';

/** react-dom's client build, the module whose top level creates the sentinel errors. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * react-dom's sentinels, each an `Error` its module's top level creates once and React compares by
 * identity only (suspending on `use`, a hydration mismatch, selective hydration): name → React's
 * error code.
 */
export const REACT_DOM_SENTINELS: Readonly<Record<string, number>> = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
};

/**
 * Rewrites react-dom's top-level sentinel errors (decision 0469) so that none is made by the `Error`
 * constructor: each becomes an object with `Error.prototype` and the same `message`, still one
 * object compared by identity. In Chromium, constructing an `Error` records a detailed stack trace,
 * whose source positions V8 collects on first need by re-parsing each function on the stack: at
 * react-dom's top level, that is react-dom's whole module and the bundle chunk around it, about
 * 150 ms of the entry's evaluation on the measuring machine.
 *
 * @param code react-dom-client.production.js's text
 * @returns the text with the five sentinels rewritten
 * @throws Error naming the sentinels not found (a react-dom upgrade renamed them): the build fails
 *   rather than silently keep the cost.
 */
export function rewriteReactDomSentinels(code: string): string {
  let result = code;
  const missing: string[] = [];
  for (const [name, errorCode] of Object.entries(REACT_DOM_SENTINELS)) {
    const created = `${name} = Error(formatProdErrorMessage(${errorCode}))`;
    if (!result.includes(created)) missing.push(name);
    result = result.replace(created, `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${errorCode}), writable: true, configurable: true } })`);
  }
  if (missing.length > 0) throw new Error(`react-dom's sentinel errors not found: ${missing.join(', ')} (ui/build/react-dom-sentinel-errors.ts)`);
  return result;
}

/**
 * The client build's plugin applying {@link rewriteReactDomSentinels} to react-dom's client module
 * (decision 0469). The server build and the dev server (react-dom's development build) are left as
 * they are.
 */
export function reactDomSentinelErrors(): Plugin {
  return {
    name: 'vitrine:react-dom-sentinel-errors',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code, id) {
        return REACT_DOM_CLIENT.test(id) ? { code: rewriteReactDomSentinels(code), map: null } : null;
      },
    },
  };
}
