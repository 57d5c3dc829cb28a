import type { AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, type Json, type MachineModel, type PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { flowRouteKey } from './aftercare-steps.js';
import { SAMPLE_AFTERCARE_ORDER, SAMPLE_RETURN, SAMPLE_RETURN_CHOICES, SAMPLE_RETURN_METHODS } from './aftercare.samples.js';
import { returnsMachine, type ReturnsMachineContext } from './returns.machine.js';

/**
 * Named sequences and generated paths of the returns machine (decisions 0061, 0192). A
 * `route.entered` step is a navigation; the samples are in aftercare.samples.ts.
 */

const route = (step: string, query: Record<string, string> = {}): PathEvent => ({ type: 'route.entered', step, query });
const refused = (code: string, message: string): Json => ({ ok: false, error: { code, message } });
const okAnswer = (value: Json): Json => ({ ok: true, value });
const orderNumber = SAMPLE_AFTERCARE_ORDER.orderNumber;

/** The navigations QA makes. */
export const returnsRoutes = {
  order: route('order'),
  details: route('details', { orderNumber }),
  detailsWithoutOrder: route('details'),
  returnMethods: route('return-methods', { orderNumber }),
  review: route('review', { orderNumber }),
  confirmation: route('confirmation', { returnNumber: SAMPLE_RETURN.returnNumber }),
  confirmationWithoutNumber: route('confirmation'),
} satisfies Record<string, PathEvent>;

/** What the customer and the session do. */
export const returnsEvents = {
  signedIn: { type: 'session.signedIn', scope: 'AUTHORIZED' },
  signedInRegistered: { type: 'session.signedIn', scope: 'REGISTERED' },
  chooseOrder: { type: 'order.choose', orderNumber },
  chooseLines: { type: 'details.submit', lines: [...SAMPLE_RETURN_CHOICES] },
  chooseNothing: { type: 'details.submit', lines: [] },
  chooseMail: { type: 'method.choose', methodId: 'MAIL' },
  choosePickup: { type: 'method.choose', methodId: 'PICKUP' },
  submit: { type: 'return.submit' },
  retry: { type: 'returns.retry' },
} satisfies Record<string, PathEvent>;

const signIn = (actor: string) => actorDone(actor, refused('AFTERCARE.SIGN_IN_REQUIRED', 'Sign in to start a return'));

/** Answers of the actors. */
export const returnsAnswers = {
  orders: actorDone('listEligibleOrders', okAnswer([SAMPLE_AFTERCARE_ORDER])),
  ordersSignIn: signIn('listEligibleOrders'),
  ordersRefused: actorDone('listEligibleOrders', refused('AFTERCARE.INVALID_REQUEST', 'Not now')),
  ordersNetwork: actorError('listEligibleOrders', 'Network Error'),
  order: actorDone('getEligibleOrder', okAnswer(SAMPLE_AFTERCARE_ORDER)),
  orderSignIn: signIn('getEligibleOrder'),
  orderNotFound: actorDone('getEligibleOrder', refused('AFTERCARE.ORDER_NOT_FOUND', 'No such order')),
  orderNetwork: actorError('getEligibleOrder', 'Network Error'),
  chosenOrder: actorDone('chooseOrder', okAnswer(SAMPLE_AFTERCARE_ORDER)),
  chosenOrderSignIn: signIn('chooseOrder'),
  chosenOrderNotEligible: actorDone('chooseOrder', refused('AFTERCARE.NOT_ELIGIBLE', 'This order can no longer be returned')),
  chosenOrderNetwork: actorError('chooseOrder', 'Network Error'),
  methods: actorDone('getReturnMethods', okAnswer(SAMPLE_RETURN_METHODS)),
  methodsSignIn: signIn('getReturnMethods'),
  methodsRefused: actorDone('getReturnMethods', refused('AFTERCARE.ORDER_NOT_FOUND', 'No such order')),
  methodsNetwork: actorError('getReturnMethods', 'Network Error'),
  created: actorDone('createReturn', okAnswer(SAMPLE_RETURN)),
  createSignIn: signIn('createReturn'),
  createRefused: actorDone('createReturn', refused('AFTERCARE.QUANTITY_INVALID', 'Choose how many of this item')),
  createNetwork: actorError('createReturn', 'Network Error'),
  returnRead: actorDone('getReturn', okAnswer(SAMPLE_RETURN)),
  returnSignIn: signIn('getReturn'),
  returnNotFound: actorDone('getReturn', refused('AFTERCARE.RETURN_NOT_FOUND', 'No such return')),
  returnNetwork: actorError('getReturn', 'Network Error'),
} satisfies Record<string, PathEvent>;

/** The sessions paths start from. */
export const returnsInputs = {
  customer: { scope: 'AUTHORIZED' },
  guest: { scope: 'GUEST' },
} satisfies Record<string, Json>;

const r = returnsRoutes;
const e = returnsEvents;
const a = returnsAnswers;
const sequence = (input: keyof typeof returnsInputs, description: string, events: PathEvent[], expectedFinalState: string) => ({ input, description, events, expectedFinalState });
const toReview = [r.order, a.orders, e.chooseOrder, a.chosenOrder, e.chooseLines, a.methods, e.chooseMail];

/** Named sequences: the journeys returns must support. */
export const returnsSequences = {
  happyPath: sequence('customer', 'Order → details → return methods → review → confirmation with the return number', [...toReview, e.submit, a.created], 'confirmation'),
  guestContinueDisabled: sequence('guest', 'A guest sees the order step with Continue disabled until signing in', [r.order], 'loginRequired'),
  guestSignsIn: sequence('guest', 'A guest signs in and the eligible orders load', [r.order, e.signedIn, a.orders], 'order.choosing'),
  nothingChosenKeepsStep: sequence('customer', 'Continue with no line chosen: the details step stays with NOTHING_SELECTED', [r.order, a.orders, e.chooseOrder, a.chosenOrder, e.chooseNothing], 'details'),
  failedSubmitKeepsChoices: sequence('customer', 'A 500 on create: the review stays with everything chosen; submitting again creates the return', [...toReview, e.submit, a.createNetwork, e.submit, a.created], 'confirmation'),
  deepLinkWithoutOrder: sequence('customer', 'Details without an order number: the order step, with the eligible orders read', [r.detailsWithoutOrder, a.orders], 'order.choosing'),
  refreshOnReview: sequence('customer', 'A refresh on review without chosen lines goes back to details', [r.review, a.order], 'details'),
  refreshOnConfirmation: sequence('customer', 'A refresh on the confirmation reads the return again', [r.confirmation, a.returnRead], 'confirmation'),
  unknownOrderInUrl: sequence('customer', 'A link to an order that cannot be returned lands on the order step with the refusal', [r.details, a.orderNotFound, a.orders], 'order.choosing'),
};

/** The returns machine as QA and the model-based tests see it. */
export const returnsModel: MachineModel = {
  name: 'returns',
  description: 'Returns: order → details → return-methods → review → confirmation; URL-driven, guest continue disabled (shell §2, §6)',
  machine: returnsMachine,
  inputs: returnsInputs,
  generateFrom: ['guest'],
  userEvents: [r.order, r.details, r.detailsWithoutOrder, r.returnMethods, r.review, r.confirmation, e.signedIn, e.signedInRegistered, e.chooseOrder, e.chooseLines, e.chooseNothing, e.chooseMail, e.choosePickup, e.submit, e.retry],
  actorAnswers: {
    listEligibleOrders: [a.orders, a.ordersSignIn, a.ordersRefused, a.ordersNetwork],
    getEligibleOrder: [a.order, a.orderSignIn, a.orderNotFound, a.orderNetwork],
    chooseOrder: [a.chosenOrder, a.chosenOrderSignIn, a.chosenOrderNotEligible, a.chosenOrderNetwork],
    getReturnMethods: [a.methods, a.methodsSignIn, a.methodsRefused, a.methodsNetwork],
    createReturn: [a.created, a.createSignIn, a.createRefused, a.createNetwork],
    getReturn: [a.returnRead, a.returnSignIn, a.returnNotFound, a.returnNetwork],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ReturnsMachineContext;
    return {
      url: context.route ? flowRouteKey('returns', context.route) : null,
      scope: context.scope,
      orders: context.orders !== null,
      order: context.order?.orderNumber ?? null,
      chosen: context.choices.length,
      methods: context.methodsFor,
      method: context.methodId,
      confirmation: context.confirmation?.returnNumber ?? null,
      error: context.error?.code ?? null,
    };
  },
  sequences: returnsSequences,
  simplePathLimit: 300,
};

/** The returns machine's generated paths: shortest (every state and transition) or simple. */
export function returnsPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(returnsModel, kind);
}
