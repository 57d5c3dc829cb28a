export * from './domain/modal-stack.js';
export * from './domain/hash-modals.js';
export * from './domain/toasts.js';
export * from './domain/routing.js';
export * from './domain/header.js';
export * from './machines/machine-log.js';
export * from './machines/modal-stack.machine.js';
export { modalStackModel, modalStackPaths, modalEvents } from './machines/modal-stack.paths.js';
export * from './machines/model-based/machine-model.js';
export { machineInventory, transitionKey, type MachineInventory } from './machines/model-based/machine-inventory.js';
export * from './machines/model-based/coverage.js';
export * from './machines/model-based/path-replay.js';
export { createHeadlessDriver, type HeadlessDriver, type HeadlessDriverOptions, type ScriptedCall } from './machines/model-based/headless-driver.js';
export {
  generatePaths,
  namedPaths,
  sequencePath,
  pathFromEvents,
  DEFAULT_SIMPLE_PATH_LIMIT,
  type PathKind,
  type PathSet,
} from './machines/model-based/path-generation.js';
