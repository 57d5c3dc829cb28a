/**
 * The identity feature's public surface: what other features may use (session view, sign-in launch,
 * access guard, account menu). Everything else in this folder is internal (decision 0001).
 */
export { AccountMenuSlot as AccountMenu, LazyAccountMenu } from './account-menu-slot';
export { accessGuardOf } from './access-guard-runtime';
export { SessionActor } from './identity-services';
export { launchLogin } from './launch-login';
export { withSignIn, type WithSignInOptions } from './sign-in-retry';
export { reportMachineState, stateText } from './machine-state';
export { useOnSignIn, useSessionView } from './use-session';

/** Loads the login hash modals (#sign-in, #sign-up, #forgot-password) on demand: their own chunk. */
export const loadLoginHashModals = () => import('./login-hash-modal');
