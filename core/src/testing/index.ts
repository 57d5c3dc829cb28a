/**
 * @vitrine/core/testing: the model-based test tooling of core's machines (architecture.md "Core" →
 * Machines; decisions 0061, 0135). Tests, the QA CLI (`npm run qa`) and the e2e path drivers import
 * it; the app never does (`@vitrine/core` holds no test tooling).
 *
 * - the engine: machine models, path generation (shortest, simple, named), headless replay,
 *   coverage of states and transitions;
 * - each machine's `*.paths.ts`: its model, named routes, events, actor answers, inputs and
 *   sequences, and its paths function;
 * - the sample values the paths use (checkout samples, the sample profile …).
 */
export * from './model-based/machine-model.js';
export { machineInventory, transitionKey, type MachineInventory } from './model-based/machine-inventory.js';
export * from './model-based/coverage.js';
export * from './model-based/path-replay.js';
export { createHeadlessDriver, type HeadlessDriver, type HeadlessDriverOptions, type ScriptedCall } from './model-based/headless-driver.js';
export {
  generatePaths,
  namedPaths,
  sequencePath,
  pathFromEvents,
  DEFAULT_SIMPLE_PATH_LIMIT,
  type PathKind,
  type PathSet,
} from './model-based/path-generation.js';

export { modalStackModel, modalStackPaths, modalEvents } from '../shell/machines/modal-stack.paths.js';
export { sessionModel, sessionPaths, sessionEvents, sessionAnswers, sessionInputs, SAMPLE_PROFILE } from '../identity/machines/session.paths.js';
export { loginModalModel, loginModalPaths, loginAnswers, loginModalInputs, LOGIN_SAMPLE } from '../identity/machines/login-modal.paths.js';
export { accessGuardModel, accessGuardPaths, guardChecks, loginOutcomes, SAMPLE_ROUTES } from '../identity/machines/access-guard.paths.js';
export { emailCaptureModel, emailCapturePaths, emailCaptureInputs, routeChanges } from '../marketing/machines/email-capture.paths.js';
export { checkoutModel, checkoutPaths, checkoutRoutes, checkoutEvents, checkoutAnswers, checkoutInputs, checkoutSequences } from '../checkout/machines/checkout.paths.js';
export * as checkoutSamples from '../checkout/machines/checkout.samples.js';
export { returnsModel, returnsPaths, returnsRoutes, returnsEvents, returnsAnswers, returnsInputs, returnsSequences } from '../aftercare/machines/returns.paths.js';
export * as aftercareSamples from '../aftercare/machines/aftercare.samples.js';
export { claimsModel, claimsPaths, claimsRoutes, claimsEvents, claimsAnswers, claimsInputs, claimsSequences } from '../aftercare/machines/claims.paths.js';
