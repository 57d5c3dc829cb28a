import type { AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, type Json, type MachineModel, type PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { flowRouteKey } from './aftercare-steps.js';
import { SAMPLE_AFTERCARE_ORDER, SAMPLE_CLAIM, SAMPLE_CLAIM_METHODS, SAMPLE_ZIP } from './aftercare.samples.js';
import { claimsMachine, type ClaimsMachineContext } from './claims.machine.js';

/** Named sequences and generated paths of the claims machine (decisions 0061, 0192). */

const route = (step: string, query: Record<string, string> = {}): PathEvent => ({ type: 'route.entered', step, query });
const refused = (code: string, message: string): Json => ({ ok: false, error: { code, message } });
const okAnswer = (value: Json): Json => ({ ok: true, value });
const orderNumber = SAMPLE_AFTERCARE_ORDER.orderNumber;
const claimType = 'DAMAGED';

/** The navigations QA makes. */
export const claimsRoutes = {
  type: route('type'),
  typeWithZip: route('type', { orderNumber, customerZipCode: SAMPLE_ZIP }),
  select: route('select', { claimType }),
  selectWithoutType: route('select'),
  selectOrder: route('select', { claimType, orderNumber }),
  selectWithZip: route('select', { claimType, orderNumber, customerZipCode: SAMPLE_ZIP }),
  returnMethods: route('return-methods', { claimType, orderNumber }),
  details: route('details', { claimType, orderNumber }),
  review: route('review', { claimType, orderNumber }),
  confirmation: route('confirmation', { claimNumber: SAMPLE_CLAIM.claimNumber }),
  confirmationWithoutNumber: route('confirmation'),
} satisfies Record<string, PathEvent>;

/** What the customer and the session do. */
export const claimsEvents = {
  signedIn: { type: 'session.signedIn', scope: 'AUTHORIZED' },
  signedInRegistered: { type: 'session.signedIn', scope: 'REGISTERED' },
  chooseType: { type: 'type.choose', claimType },
  findOrder: { type: 'order.find', orderNumber, customerZipCode: null },
  findOrderWithZip: { type: 'order.find', orderNumber, customerZipCode: SAMPLE_ZIP },
  selectLines: { type: 'select.submit', lines: [{ lineId: 'VT-2026-000901-2', quantity: 1 }] },
  selectTooMany: { type: 'select.submit', lines: [{ lineId: 'VT-2026-000901-2', quantity: 5 }] },
  chooseMail: { type: 'method.choose', methodId: 'MAIL' },
  chooseDropOff: { type: 'method.choose', methodId: 'DROP_OFF' },
  describe: { type: 'details.submit', details: { description: 'The pillow arrived torn along one seam.', resolution: 'REPLACEMENT' } },
  describeTooShort: { type: 'details.submit', details: { description: 'Torn', resolution: 'REFUND' } },
  submit: { type: 'claim.submit' },
  retry: { type: 'claims.retry' },
} satisfies Record<string, PathEvent>;

const signIn = (actor: string) => actorDone(actor, refused('AFTERCARE.SIGN_IN_REQUIRED', 'Sign in to make a claim'));

/** Answers of the actors. */
export const claimsAnswers = {
  order: actorDone('getClaimableOrder', okAnswer(SAMPLE_AFTERCARE_ORDER)),
  orderSignIn: signIn('getClaimableOrder'),
  orderNotFound: actorDone('getClaimableOrder', refused('AFTERCARE.ORDER_NOT_FOUND', 'No such order')),
  orderNetwork: actorError('getClaimableOrder', 'Network Error'),
  methods: actorDone('getClaimMethods', okAnswer(SAMPLE_CLAIM_METHODS)),
  methodsSignIn: signIn('getClaimMethods'),
  methodsRefused: actorDone('getClaimMethods', refused('AFTERCARE.ORDER_NOT_FOUND', 'No such order')),
  methodsNetwork: actorError('getClaimMethods', 'Network Error'),
  created: actorDone('createClaim', okAnswer(SAMPLE_CLAIM)),
  createSignIn: signIn('createClaim'),
  createRefused: actorDone('createClaim', refused('AFTERCARE.NOT_ELIGIBLE', 'This order can no longer get a claim')),
  createNetwork: actorError('createClaim', 'Network Error'),
  claimRead: actorDone('getClaim', okAnswer(SAMPLE_CLAIM)),
  claimSignIn: signIn('getClaim'),
  claimNotFound: actorDone('getClaim', refused('AFTERCARE.CLAIM_NOT_FOUND', 'No such claim')),
  claimNetwork: actorError('getClaim', 'Network Error'),
} satisfies Record<string, PathEvent>;

/** The sessions paths start from. */
export const claimsInputs = {
  customer: { scope: 'AUTHORIZED' },
  guest: { scope: 'GUEST' },
} satisfies Record<string, Json>;

const r = claimsRoutes;
const e = claimsEvents;
const a = claimsAnswers;
const sequence = (input: keyof typeof claimsInputs, description: string, events: PathEvent[], expectedFinalState: string) => ({ input, description, events, expectedFinalState });
const toReview = [e.selectLines, a.methods, e.chooseMail, e.describe];

/** Named sequences: the journeys claims must support. */
export const claimsSequences = {
  happyPath: sequence('customer', 'Type → select → return methods → details → review → confirmation with the claim number', [r.type, e.chooseType, e.findOrder, a.order, ...toReview, e.submit, a.created], 'confirmation'),
  guestWithZipReachesSelect: sequence('guest', 'A link with orderNumber and customerZipCode: a guest reaches select without signing in', [r.typeWithZip, e.chooseType, a.order], 'select'),
  guestWithZipCompletes: sequence('guest', 'A guest with customerZipCode makes the whole claim', [r.typeWithZip, e.chooseType, a.order, ...toReview, e.submit, a.created], 'confirmation'),
  guestWithoutZipSignsIn: sequence('guest', 'A guest without customerZipCode is asked to sign in at select, then continues', [r.type, e.chooseType, e.signedIn], 'select'),
  shortDescriptionKept: sequence('customer', 'A description too short is refused; the typed text is kept', [r.selectOrder, a.order, e.selectLines, a.methods, e.chooseMail, e.describeTooShort], 'details'),
  failedSubmitKeepsClaim: sequence('customer', 'A 500 on create keeps the review; submitting again creates the claim', [r.selectOrder, a.order, ...toReview, e.submit, a.createNetwork, e.submit, a.created], 'confirmation'),
  refreshOnConfirmation: sequence('customer', 'A refresh on the confirmation reads the claim again', [r.confirmation, a.claimRead], 'confirmation'),
};

/** The claims machine as QA and the model-based tests see it. */
export const claimsModel: MachineModel = {
  name: 'claims',
  description: 'Claims: type → select → return-methods → details → review → confirmation; select and review need authorization unless customerZipCode (shell §2, §6)',
  machine: claimsMachine,
  inputs: claimsInputs,
  generateFrom: ['guest'],
  userEvents: [
    r.type, r.typeWithZip, r.select, r.selectWithoutType, r.selectOrder, r.selectWithZip, r.returnMethods, r.details, r.review, r.confirmation, r.confirmationWithoutNumber,
    e.signedIn, e.signedInRegistered, e.chooseType, e.findOrder, e.findOrderWithZip, e.selectLines, e.selectTooMany, e.chooseMail, e.chooseDropOff, e.describe, e.describeTooShort, e.submit, e.retry,
  ],
  actorAnswers: {
    getClaimableOrder: [a.order, a.orderSignIn, a.orderNotFound, a.orderNetwork],
    getClaimMethods: [a.methods, a.methodsSignIn, a.methodsRefused, a.methodsNetwork],
    createClaim: [a.created, a.createSignIn, a.createRefused, a.createNetwork],
    getClaim: [a.claimRead, a.claimSignIn, a.claimNotFound, a.claimNetwork],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ClaimsMachineContext;
    return {
      url: context.route ? flowRouteKey('claims', context.route) : null,
      scope: context.scope,
      order: context.order?.orderNumber ?? null,
      chosen: context.choices.length,
      methods: context.methodsFor,
      method: context.methodId,
      details: context.details !== null,
      confirmation: context.confirmation?.claimNumber ?? null,
      error: context.error?.code ?? null,
    };
  },
  sequences: claimsSequences,
  simplePathLimit: 300,
};

/** The claims machine's generated paths: shortest (every state and transition) or simple. */
export function claimsPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(claimsModel, kind);
}
