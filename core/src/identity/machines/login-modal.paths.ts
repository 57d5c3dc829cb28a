import { actorDone, actorError, type Json, type MachineModel, type PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { loginModalMachine } from './login-modal.machine.js';

/**
 * Named event sequences and generated paths of the login modal (decision 0061). The e-mail,
 * password and names are QA sample values; a browser driver substitutes seeded credentials.
 */

const session = (scope: 'AUTHORIZED' | 'REGISTERED'): Json => ({ scope, expiresAt: 1_795_000_000_000, profileId: 'profile-1' });
const refused = (code: string, message: string, details?: Record<string, Json>): Json => ({ ok: false, error: { code, message, ...(details ? { details } : {}) } });

/** The sample form values of every `login.submit`. */
export const LOGIN_SAMPLE = { email: 'shopper@example.com', password: 'Correct-Horse-7', firstName: 'Ada', lastName: 'Lovelace' } as const;

const submit: PathEvent = { type: 'login.submit', ...LOGIN_SAMPLE };
const ev = (type: string): PathEvent => ({ type });

/** Answers of the identity calls, as path steps. */
export const loginAnswers = {
  signedIn: actorDone('signIn', { ok: true, value: session('AUTHORIZED') }),
  unknownEmail: actorDone('signIn', refused('AUTH.UNKNOWN_EMAIL', "We couldn't find an account with that email")),
  wrongPassword: actorDone('signIn', refused('AUTH.WRONG_PASSWORD', 'Wrong password')),
  locked: actorDone('signIn', refused('AUTH.ACCOUNT_LOCKED', 'Account locked', { retryAfterSeconds: 900 })),
  /** A refusal the sign-in form does not expect: shown as the generic failure. */
  signInUnexpected: actorDone('signIn', refused('AUTH.SCOPE_REQUIRED', 'Scope required', { requiredScope: 'REGISTERED' })),
  signInNetwork: actorError('signIn', 'Network Error'),
  upgraded: actorDone('upgrade', { ok: true, value: session('AUTHORIZED') }),
  upgradeWrongPassword: actorDone('upgrade', refused('AUTH.WRONG_PASSWORD', 'Wrong password')),
  upgradeLocked: actorDone('upgrade', refused('AUTH.ACCOUNT_LOCKED', 'Account locked', { retryAfterSeconds: 900 })),
  upgradeUnexpected: actorDone('upgrade', refused('AUTH.SCOPE_REQUIRED', 'Scope required', { requiredScope: 'REGISTERED' })),
  upgradeNetwork: actorError('upgrade', 'Network Error'),
  accountCreated: actorDone('createAccount', { ok: true, value: session('AUTHORIZED') }),
  emailInUse: actorDone('createAccount', refused('AUTH.EMAIL_IN_USE', 'Email in use')),
  weakPassword: actorDone('createAccount', refused('AUTH.WEAK_PASSWORD', 'Weak password')),
  createUnexpected: actorDone('createAccount', refused('AUTH.SCOPE_REQUIRED', 'Scope required', { requiredScope: 'GUEST' })),
  createNetwork: actorError('createAccount', 'Network Error'),
  resetRequested: actorDone('requestPasswordReset', null),
  resetNetwork: actorError('requestPasswordReset', 'Network Error'),
  recognized: actorDone('recognition', { recognized: true, firstName: 'Ada', emailMasked: 's***@example.com' }),
  notRecognized: actorDone('recognition', { recognized: false, firstName: null, emailMasked: null }),
  recognitionNetwork: actorError('recognition', 'Network Error'),
} satisfies Record<string, PathEvent>;

/** The inputs paths start from: one per initial variant, plus the downgrade login. */
export const loginModalInputs = {
  'sign-in': { request: { trigger: 'sign-in', scope: 'GUEST' } },
  'downgrade-login': { request: { trigger: 'access-guard', scope: 'GUEST' }, downgradePath: '/order-inquiry' },
  recognized: { request: { trigger: 'access-guard', scope: 'REGISTERED' } },
  'create-account': { request: { trigger: 'sign-up', scope: 'GUEST' } },
  'upgrade-optional': { request: { trigger: 'upgrade', scope: 'GUEST', upgradeRequired: false } },
  'upgrade-required': { request: { trigger: 'upgrade', scope: 'GUEST', upgradeRequired: true } },
  'forgot-password': { request: { trigger: 'forgot-password', scope: 'GUEST' } },
} satisfies Record<string, Json>;

const a = loginAnswers;

/** Email sign-in that succeeds. */
export const signInHappyPath = { input: 'sign-in', description: 'Email sign-in that succeeds', events: [submit, a.signedIn], expectedFinalState: 'succeeded' };
/** A wrong password, then the right one; the e-mail typed stays. */
export const wrongPasswordThenSignIn = { input: 'sign-in', description: 'A wrong password, then the right one', events: [submit, a.wrongPassword, submit, a.signedIn], expectedFinalState: 'succeeded' };
/** An e-mail without an account. */
export const unknownEmail = { input: 'sign-in', description: 'An e-mail without an account', events: [submit, a.unknownEmail], expectedFinalState: 'signIn.editing.unknownEmail' };
/** Locked out after repeated failures, then back to the form when the lock ends. */
export const lockedOut = { input: 'sign-in', description: 'Locked out, then back to the form when the lock ends', events: [submit, a.locked, ev('login.lockExpired')], expectedFinalState: 'signIn.editing.clean' };
/** A network fault while signing in. */
export const signInNetworkFailure = { input: 'sign-in', description: 'A network fault while signing in', events: [submit, a.signInNetwork], expectedFinalState: 'signIn.editing.failed' };
/** Closing the email sign-in. */
export const closeSignIn = { input: 'sign-in', description: 'Closing the email sign-in', events: [ev('login.close')], expectedFinalState: 'dismissed' };
/** Sign-in → create account → sign-in → forgot password → sign-in. */
export const switchBetweenForms = {
  input: 'sign-in',
  description: 'Sign-in → create account → sign-in → forgot password → sign-in',
  events: [ev('login.switchToCreateAccount'), ev('login.switchToSignIn'), ev('login.switchToForgotPassword'), ev('login.switchToSignIn')],
  expectedFinalState: 'signIn.editing.clean',
};
/** The recognized (REGISTERED) shopper re-enters the password: the step-up to AUTHORIZED. */
export const recognizedStepUp = { input: 'recognized', description: 'A recognized shopper steps up with the password', events: [a.recognized, submit, a.upgraded], expectedFinalState: 'succeeded' };
/** "Not you?": the recognized variant switches to the email sign-in. */
export const notYou = { input: 'recognized', description: '"Not you?" switches to the email sign-in', events: [a.recognized, ev('login.switchToSignIn')], expectedFinalState: 'signIn.editing.clean' };
/** The token is not a known customer's after all: the email sign-in. */
export const notRecognized = { input: 'recognized', description: 'The recognition call does not know the token', events: [a.notRecognized], expectedFinalState: 'signIn.editing.clean' };
/** Account creation that succeeds. */
export const createAccountHappyPath = { input: 'create-account', description: 'Account creation that succeeds', events: [submit, a.accountCreated], expectedFinalState: 'succeeded' };
/** The e-mail already has an account. */
export const emailInUse = { input: 'create-account', description: 'The e-mail already has an account', events: [submit, a.emailInUse], expectedFinalState: 'createAccount.editing.emailInUse' };
/** The password is too weak. */
export const weakPassword = { input: 'create-account', description: 'The password is too weak', events: [submit, a.weakPassword], expectedFinalState: 'createAccount.editing.weakPassword' };
/** The reset link is sent. */
export const forgotPasswordSent = { input: 'forgot-password', description: 'The reset link is sent', events: [submit, a.resetRequested], expectedFinalState: 'forgotPassword.sent' };
/** Upgrade optional cannot be closed; the guest continues as a guest. */
export const upgradeOptionalContinueAsGuest = {
  input: 'upgrade-optional',
  description: 'Upgrade optional cannot be closed; the guest continues as a guest',
  events: [ev('login.close'), ev('login.continueAsGuest')],
  expectedFinalState: 'downgraded',
};
/** Upgrade optional, create-account page: still no Close; back to the upgrade form. */
export const upgradeOptionalCreateAccountCannotClose = {
  input: 'upgrade-optional',
  description: 'Upgrade optional, create-account page: still no Close; back to the upgrade form',
  events: [ev('login.switchToCreateAccount'), ev('login.close'), ev('login.switchToSignIn')],
  expectedFinalState: 'upgradeOptional.editing.clean',
};
/** Upgrade required: the guest signs in. */
export const upgradeRequiredSignIn = { input: 'upgrade-required', description: 'Upgrade required: the guest signs in', events: [submit, a.signedIn], expectedFinalState: 'succeeded' };
/** Upgrade required can be closed (the guarded action is then not done). */
export const upgradeRequiredClose = { input: 'upgrade-required', description: 'Upgrade required can be closed', events: [ev('login.close')], expectedFinalState: 'dismissed' };
/** The downgrade login: continue as a guest. */
export const downgradeLogin = { input: 'downgrade-login', description: 'The downgrade login: continue as a guest', events: [ev('login.continueAsGuest')], expectedFinalState: 'downgraded' };

/** The login modal as QA and the model-based tests see it. */
export const loginModalModel: MachineModel = {
  name: 'login-modal',
  description: 'Login modal: six initial variants, errors per code, lock-out, forgot password, create account (shell §4)',
  machine: loginModalMachine,
  inputs: loginModalInputs,
  userEvents: [
    submit,
    ev('login.switchToSignIn'),
    ev('login.switchToCreateAccount'),
    ev('login.switchToForgotPassword'),
    ev('login.continueAsGuest'),
    ev('login.lockExpired'),
    ev('login.close'),
  ],
  actorAnswers: {
    signIn: [a.signedIn, a.unknownEmail, a.wrongPassword, a.locked, a.signInUnexpected, a.signInNetwork],
    upgrade: [a.upgraded, a.upgradeWrongPassword, a.upgradeLocked, a.upgradeUnexpected, a.upgradeNetwork],
    createAccount: [a.accountCreated, a.emailInUse, a.weakPassword, a.createUnexpected, a.createNetwork],
    requestPasswordReset: [a.resetRequested, a.resetNetwork],
    recognition: [a.recognized, a.notRecognized, a.recognitionNetwork],
  },
  sequences: {
    signInHappyPath,
    wrongPasswordThenSignIn,
    unknownEmail,
    lockedOut,
    signInNetworkFailure,
    closeSignIn,
    switchBetweenForms,
    recognizedStepUp,
    notYou,
    notRecognized,
    createAccountHappyPath,
    emailInUse,
    weakPassword,
    forgotPasswordSent,
    upgradeOptionalContinueAsGuest,
    upgradeOptionalCreateAccountCannotClose,
    upgradeRequiredSignIn,
    upgradeRequiredClose,
    downgradeLogin,
  },
};

/** The login modal's generated paths: shortest (every state and transition) or simple. */
export function loginModalPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(loginModalModel, kind);
}
