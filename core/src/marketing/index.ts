export * from './domain/email-capture.js';
export * from './domain/loyalty-gate.js';
export * from './machines/email-capture.machine.js';
export { emailCaptureModel, emailCapturePaths, emailCaptureInputs, routeChanges } from './machines/email-capture.paths.js';
