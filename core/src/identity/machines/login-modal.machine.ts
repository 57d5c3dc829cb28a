import { assign, emit, fromPromise, setup } from 'xstate';
import type { Result } from '../../shared/result.js';
import { failureMessage, type MachineLogEvent } from '../../shell/machines/machine-log.js';
import { initialLoginModalState, isLoginModalClosable, type LoginModalRequest, type LoginModalState } from '../domain/login-modal.js';
import type { AuthError, AuthErrorCode, NewAccount, Recognition } from '../ports/auth-gateway.port.js';
import type { Session } from '../ports/session-gateway.port.js';

/**
 * The login modal (shell-and-account.md §4 "Login modal variants"; decisions 0032, 0062).
 * Six initial states chosen by {@link initialLoginModalState}: email sign-in, recognized user,
 * create account, upgrade optional (cannot be closed), upgrade required, forgot password. Each form
 * keeps the refusal it got as a sub-state of `editing` per error code and the e-mail and names
 * typed in context (never the password). An AUTH.ACCOUNT_LOCKED or AUTH.RATE_LIMITED answer leads to `lockedOut` with
 * the retry-after seconds; `login.lockExpired` returns to the form. The machine ends in
 * `succeeded`, `downgraded` or `dismissed` and outputs {@link LoginModalOutput}.
 */

/** What opens the modal. */
export interface LoginModalInput {
  /** Why it opens and who the shopper is; the initial state is `initialLoginModalState(request)`. */
  readonly request: LoginModalRequest;
  /**
   * The downgrade path of the route the access guard stopped (a downgrade login): the sign-in form
   * then offers "continue as guest", which ends the modal with 'downgrade-success'.
   */
  readonly downgradePath?: string | null;
  /** An e-mail address to prefill. */
  readonly email?: string;
}

/** How the modal ended; `session` is the new session after a successful sign-in, account creation or step-up. */
export interface LoginModalOutput {
  readonly outcome: 'success' | 'downgrade-success' | 'dismissed';
  readonly session: Session | null;
}

/** The modal's memory: what was typed (not the password), the last refusal, the lock, the result. */
export interface LoginModalContext {
  readonly request: LoginModalRequest;
  readonly downgradePath: string | null;
  /** The variant on screen (decides whether Close is offered). */
  readonly variant: LoginModalState;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Who the recognized-user variant greets (from the recognition call). */
  readonly recognition: Recognition | null;
  /** The last refusal (AUTH.* code, server message, details). */
  readonly error: AuthError | null;
  /** The message of the last transport fault. */
  readonly failure: string | null;
  /** Seconds until a lock or a connection's limit ends (AUTH.ACCOUNT_LOCKED / AUTH.RATE_LIMITED details.retryAfterSeconds). */
  readonly retryAfterSeconds: number | null;
  readonly session: Session | null;
  readonly outcome: LoginModalOutput['outcome'] | null;
}

/**
 * What the shopper does. `login.submit` carries what the form on screen has: e-mail and password
 * (sign-in and upgrade variants), password (recognized), e-mail, password, first and last name
 * (create account), e-mail (forgot password; submitting again from `sent` sends the link again).
 */
export type LoginModalEvent =
  | { readonly type: 'login.submit'; readonly email?: string; readonly password?: string; readonly firstName?: string; readonly lastName?: string }
  | { readonly type: 'login.switchToSignIn' }
  | { readonly type: 'login.switchToCreateAccount' }
  | { readonly type: 'login.switchToForgotPassword' }
  | { readonly type: 'login.continueAsGuest' }
  | { readonly type: 'login.lockExpired' }
  | { readonly type: 'login.close' };

/** An identity call's answer as the actors resolve it. */
export type AuthAnswer = Result<Session, AuthError>;

/** Input of the `signIn` actor (AuthGateway.signIn). */
export interface SignInActorInput {
  readonly email: string;
  readonly password: string;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: machine.provide({ actors: { ${name} } })`));

type SubmitEvent = Extract<LoginModalEvent, { type: 'login.submit' }>;
const submitted = (event: { type: string }) => event as SubmitEvent;
/** The password of the submit that entered a submitting state ('' when the form sent none). */
const passwordOf = (event: { type: string }) => submitted(event).password ?? '';
const answerOf = (event: { type: string }) => (event as unknown as { output: AuthAnswer }).output;

const modalSetup = setup({
  types: {
    input: {} as LoginModalInput,
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
    output: {} as LoginModalOutput,
    emitted: {} as MachineLogEvent,
  },
  actors: {
    /** AuthGateway.signIn(email, password). */
    signIn: fromPromise<AuthAnswer, SignInActorInput>(notProvided('signIn')),
    /** AuthGateway.upgrade(password): the recognized shopper's step-up. */
    upgrade: fromPromise<AuthAnswer, { readonly password: string }>(notProvided('upgrade')),
    /** AuthGateway.createAccount(account). */
    createAccount: fromPromise<AuthAnswer, NewAccount>(notProvided('createAccount')),
    /** AuthGateway.requestPasswordReset(email): resolves with nothing (202 always). */
    requestPasswordReset: fromPromise<void, { readonly email: string }>(notProvided('requestPasswordReset')),
    /** AuthGateway.recognition(). */
    recognition: fromPromise<Recognition, void>(notProvided('recognition')),
  },
  guards: {
    /** The initial state {@link initialLoginModalState} picks is `params.state`. */
    opensAt: ({ context }, params: { state: LoginModalState }) => initialLoginModalState(context.request) === params.state,
    /** Close is offered on the variant on screen and on the variant the modal opened with ({@link isLoginModalClosable}): an upgrade-optional modal cannot be closed on any of its pages. */
    closable: ({ context }) => isLoginModalClosable(context.variant) && isLoginModalClosable(initialLoginModalState(context.request)),
    /** The modal is a downgrade login: it offers "continue as guest". */
    offersGuestContinue: ({ context }) => context.downgradePath !== null,
    /** Sign-in is paused: the account is locked, or this connection has too many refused passwords (both carry retryAfterSeconds). */
    signInPaused: ({ event }) => {
      const answer = answerOf(event);
      return !answer.ok && (answer.error.code === 'AUTH.ACCOUNT_LOCKED' || answer.error.code === 'AUTH.RATE_LIMITED');
    },
    /** The identity call answered ok ('ok') or refused with `params.code`. */
    answered: ({ event }, params: { code: 'ok' | AuthErrorCode }) => {
      const answer = answerOf(event);
      return answer.ok ? params.code === 'ok' : answer.error.code === params.code;
    },
    /** The recognition call says the token is not a known customer's. */
    notRecognized: ({ event }) => !(event as unknown as { output: Recognition }).output.recognized,
  },
  actions: {
    keepTyped: assign(({ context, event }) => {
      const typed = submitted(event);
      return {
        email: typed.email ?? context.email,
        firstName: typed.firstName ?? context.firstName,
        lastName: typed.lastName ?? context.lastName,
        error: null,
        failure: null,
      };
    }),
    keepSession: assign({ session: ({ event }) => (answerOf(event) as Extract<AuthAnswer, { ok: true }>).value }),
    keepRefusal: assign({ error: ({ event }) => (answerOf(event) as Extract<AuthAnswer, { ok: false }>).error }),
    keepLock: assign(({ event }) => {
      const error = (answerOf(event) as Extract<AuthAnswer, { ok: false }>).error;
      return { error, retryAfterSeconds: Number(error.details?.['retryAfterSeconds'] ?? 0) };
    }),
    keepFailure: assign({ failure: ({ event }) => failureMessage((event as unknown as { error: unknown }).error) }),
    keepRecognition: assign({ recognition: ({ event }) => (event as unknown as { output: Recognition }).output }),
    warnRecognitionFailed: emit(({ event }) => ({
      type: 'log' as const,
      level: 'warn' as const,
      message: 'Could not read the recognized customer',
      context: { error: failureMessage((event as unknown as { error: unknown }).error) },
    })),
    showVariant: assign((_, params: { variant: LoginModalState }) => ({ variant: params.variant })),
    end: assign((_, params: { outcome: LoginModalOutput['outcome'] }) => ({ outcome: params.outcome })),
  },
});

/**
 * The steps of every variant that signs in with e-mail and password (sign-in, upgrade-optional,
 * upgrade-required): editing, submitting through the `signIn` actor, and a pause while sign-in is
 * locked or rate limited (shell-and-account.md §5 "Login modal").
 */
const passwordSignInSteps = {
  editing: modalSetup.createStateConfig({
    initial: 'clean',
    on: { 'login.submit': { target: 'submitting', actions: 'keepTyped' } },
    states: { clean: {}, unknownEmail: {}, wrongPassword: {}, failed: {} },
  }),
  submitting: modalSetup.createStateConfig({
    invoke: {
      id: 'signIn',
      src: 'signIn',
      /** The typed e-mail and the submitted password. */
      input: ({ context, event }) => ({ email: context.email, password: passwordOf(event) }),
      onDone: [
        { guard: { type: 'answered', params: { code: 'ok' } }, target: '#loginModal.succeeded', actions: 'keepSession' },
        { guard: { type: 'answered', params: { code: 'AUTH.UNKNOWN_EMAIL' } }, target: 'editing.unknownEmail', actions: 'keepRefusal' },
        { guard: { type: 'answered', params: { code: 'AUTH.WRONG_PASSWORD' } }, target: 'editing.wrongPassword', actions: 'keepRefusal' },
        { guard: 'signInPaused', target: 'lockedOut', actions: 'keepLock' },
        { target: 'editing.failed', actions: 'keepRefusal' },
      ],
      onError: { target: 'editing.failed', actions: 'keepFailure' },
    },
  }),
  lockedOut: modalSetup.createStateConfig({ on: { 'login.lockExpired': 'editing' } }),
};

/** The login modal machine; actors `signIn`, `upgrade`, `createAccount`, `requestPasswordReset`, `recognition` are stubs until provided. */
export const loginModalMachine = modalSetup.createMachine({
  id: 'loginModal',
  /** Everything typed starts empty but the prefilled e-mail; the variant is the initial state. */
  context: ({ input }) => ({
    request: input.request,
    downgradePath: input.downgradePath ?? null,
    variant: initialLoginModalState(input.request),
    email: input.email ?? '',
    firstName: '',
    lastName: '',
    recognition: null,
    error: null,
    failure: null,
    retryAfterSeconds: null,
    session: null,
    outcome: null,
  }),
  initial: 'opening',
  on: {
    'login.close': { guard: 'closable', target: '.dismissed' },
  },
  /** How the modal ended, with the new session after a success. */
  output: ({ context }) => ({ outcome: context.outcome!, session: context.session }),
  states: {
    opening: {
      always: [
        { guard: { type: 'opensAt', params: { state: 'recognized' } }, target: 'recognized' },
        { guard: { type: 'opensAt', params: { state: 'create-account' } }, target: 'createAccount' },
        { guard: { type: 'opensAt', params: { state: 'upgrade-optional' } }, target: 'upgradeOptional' },
        { guard: { type: 'opensAt', params: { state: 'upgrade-required' } }, target: 'upgradeRequired' },
        { guard: { type: 'opensAt', params: { state: 'forgot-password' } }, target: 'forgotPassword' },
        { target: 'signIn' },
      ],
    },

    signIn: {
      entry: { type: 'showVariant', params: { variant: 'sign-in' } },
      initial: 'editing',
      on: {
        'login.switchToCreateAccount': '#loginModal.createAccount',
        'login.switchToForgotPassword': '#loginModal.forgotPassword',
        'login.continueAsGuest': { guard: 'offersGuestContinue', target: '#loginModal.downgraded' },
      },
      states: passwordSignInSteps,
    },

    recognized: {
      entry: { type: 'showVariant', params: { variant: 'recognized' } },
      initial: 'editing',
      invoke: {
        id: 'recognition',
        src: 'recognition',
        onDone: [{ guard: 'notRecognized', target: 'signIn' }, { actions: 'keepRecognition' }],
        onError: { actions: 'warnRecognitionFailed' },
      },
      on: {
        'login.switchToSignIn': '#loginModal.signIn',
        'login.switchToForgotPassword': '#loginModal.forgotPassword',
      },
      states: {
        editing: {
          initial: 'clean',
          on: { 'login.submit': { target: 'submitting', actions: 'keepTyped' } },
          states: { clean: {}, wrongPassword: {}, failed: {} },
        },
        submitting: {
          invoke: {
            id: 'upgrade',
            src: 'upgrade',
            /** The submitted password. */
            input: ({ event }) => ({ password: passwordOf(event) }),
            onDone: [
              { guard: { type: 'answered', params: { code: 'ok' } }, target: '#loginModal.succeeded', actions: 'keepSession' },
              { guard: { type: 'answered', params: { code: 'AUTH.WRONG_PASSWORD' } }, target: 'editing.wrongPassword', actions: 'keepRefusal' },
              { guard: 'signInPaused', target: 'lockedOut', actions: 'keepLock' },
              { target: 'editing.failed', actions: 'keepRefusal' },
            ],
            onError: { target: 'editing.failed', actions: 'keepFailure' },
          },
        },
        lockedOut: { on: { 'login.lockExpired': 'editing' } },
      },
    },

    createAccount: {
      entry: { type: 'showVariant', params: { variant: 'create-account' } },
      initial: 'editing',
      on: {
        'login.switchToSignIn': [
          { guard: { type: 'opensAt', params: { state: 'upgrade-optional' } }, target: '#loginModal.upgradeOptional' },
          { guard: { type: 'opensAt', params: { state: 'upgrade-required' } }, target: '#loginModal.upgradeRequired' },
          { target: '#loginModal.signIn' },
        ],
      },
      states: {
        editing: {
          initial: 'clean',
          on: { 'login.submit': { target: 'submitting', actions: 'keepTyped' } },
          states: { clean: {}, emailInUse: {}, weakPassword: {}, failed: {} },
        },
        submitting: {
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            /** The typed e-mail and names and the submitted password. */
            input: ({ context, event }) => ({ email: context.email, password: passwordOf(event), firstName: context.firstName, lastName: context.lastName }),
            onDone: [
              { guard: { type: 'answered', params: { code: 'ok' } }, target: '#loginModal.succeeded', actions: 'keepSession' },
              { guard: { type: 'answered', params: { code: 'AUTH.EMAIL_IN_USE' } }, target: 'editing.emailInUse', actions: 'keepRefusal' },
              { guard: { type: 'answered', params: { code: 'AUTH.WEAK_PASSWORD' } }, target: 'editing.weakPassword', actions: 'keepRefusal' },
              { target: 'editing.failed', actions: 'keepRefusal' },
            ],
            onError: { target: 'editing.failed', actions: 'keepFailure' },
          },
        },
      },
    },

    upgradeOptional: {
      entry: { type: 'showVariant', params: { variant: 'upgrade-optional' } },
      initial: 'editing',
      on: {
        'login.switchToCreateAccount': '#loginModal.createAccount',
        'login.switchToForgotPassword': '#loginModal.forgotPassword',
        'login.continueAsGuest': '#loginModal.downgraded',
      },
      states: passwordSignInSteps,
    },

    upgradeRequired: {
      entry: { type: 'showVariant', params: { variant: 'upgrade-required' } },
      initial: 'editing',
      on: {
        'login.switchToCreateAccount': '#loginModal.createAccount',
        'login.switchToForgotPassword': '#loginModal.forgotPassword',
      },
      states: passwordSignInSteps,
    },

    forgotPassword: {
      entry: { type: 'showVariant', params: { variant: 'forgot-password' } },
      initial: 'editing',
      on: {
        'login.switchToSignIn': [
          { guard: { type: 'opensAt', params: { state: 'recognized' } }, target: '#loginModal.recognized' },
          { guard: { type: 'opensAt', params: { state: 'upgrade-optional' } }, target: '#loginModal.upgradeOptional' },
          { guard: { type: 'opensAt', params: { state: 'upgrade-required' } }, target: '#loginModal.upgradeRequired' },
          { target: '#loginModal.signIn' },
        ],
      },
      states: {
        editing: {
          initial: 'clean',
          on: { 'login.submit': { target: 'submitting', actions: 'keepTyped' } },
          states: { clean: {}, failed: {} },
        },
        submitting: {
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            /** The typed e-mail. */
            input: ({ context }) => ({ email: context.email }),
            onDone: 'sent',
            onError: { target: 'editing.failed', actions: 'keepFailure' },
          },
        },
        sent: { on: { 'login.submit': { target: 'submitting', actions: 'keepTyped' } } },
      },
    },

    succeeded: { type: 'final', entry: { type: 'end', params: { outcome: 'success' } } },
    downgraded: { type: 'final', entry: { type: 'end', params: { outcome: 'downgrade-success' } } },
    dismissed: { type: 'final', entry: { type: 'end', params: { outcome: 'dismissed' } } },
  },
});
