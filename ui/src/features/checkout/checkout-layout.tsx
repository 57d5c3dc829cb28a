import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  calendarMonthOf,
  checkoutProgressOf,
  checkoutStepOfPath,
  Clock,
  forwardLogs,
  isCheckoutStepReachable,
  isRegisteredOrBetter,
  Logger,
  type CheckoutStepId,
} from '@vitrine/core';
import { useCartSummary } from '../../shared/cart-summary';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { useServices } from '../../shared/service-context';
import type { Services } from '../../shared/services';
import { launchLogin, reportMachineState, stateText } from '../identity';
import { modalStackOf } from '../../shared/modal-stack/modal-stack-of';
import { CheckoutProgress, useStepLabel } from './checkout-progress';
import { applePayCapability, CheckoutRuntimeProvider, provideCheckoutMachine, useCheckoutActor, useCheckoutSelector, type CheckoutActorRef, type DraftStore } from './checkout-runtime';
import { useCheckoutErrorText } from './checkout-messages';
import { currentScope, useSessionScope } from './checkout-session';
import { CheckoutSummary, summaryLinesOf } from './checkout-summary';
import { leavePageOf } from './leave-page';
import { navigationEchoes, type NavigationEchoes } from './navigation-echoes';
import styles from './checkout.module.css';

/**
 * The checkout's parent route (shell-and-account.md §2 "Checkout: parent route with child steps";
 * §6 "Checkout steps need a registered user"; decisions 0110, 0115): runs one checkout machine for
 * the visit and keeps it in line with the URL, which is the source of truth — every location
 * change under /checkout is sent as `route.entered`, every `checkout.navigate` the machine emits
 * is applied (replace or push), `checkout.leave` loads the payment page. Shows the progress, a
 * busy status while the machine waits, the sign-in prompt when the machine needs a registered
 * user (the login modal opens by itself; signing in resumes at the same URL), a retry when the
 * checkout could not be read, the step of the URL (the child route), and the order summary.
 */
export function CheckoutLayout() {
  const services = useServices();
  const site = useSite();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useCartSummary();
  const machine = useMemo(() => provideCheckoutMachine(services, config.payments ?? []), [services, config]);
  const now = services.has(Clock) ? services.get(Clock).now() : Date.now();
  const actor = useActorRef(machine, {
    input: { scope: currentScope(services), today: calendarMonthOf(new Date(now)), payment: { currency: site.currency, language: site.locale, applePay: applePayCapability() } },
  });
  const drafts = useRef<DraftStore>(new Map()).current;
  const echoes = useRef<NavigationEchoes | null>(null);
  echoes.current ??= navigationEchoes();

  // What the machine asks of the router and the browser, and its log lines.
  useEffect(() => {
    const leave = leavePageOf(services);
    const subscriptions = [
      actor.on('checkout.navigate', (event) => {
        echoes.current!.emitted(event.url);
        void navigate(event.url, { replace: event.replace });
      }),
      actor.on('checkout.leave', (event) => leave(event.url)),
      ...(services.has(Logger) ? [forwardLogs(actor, services.get(Logger))] : []),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate, services]);

  // The URL is the source of truth: every navigation (the first included) goes to the machine,
  // except the late echo of a navigation the machine has already moved on from.
  useEffect(() => {
    const step = checkoutStepOfPath(location.pathname);
    if (step && echoes.current!.shouldForward(`${location.pathname}${location.search}`)) actor.send({ type: 'route.entered', step, query: Object.fromEntries(new URLSearchParams(location.search)) });
  }, [actor, location.pathname, location.search]);

  // A sign-in (here or anywhere else) resumes a checkout that waits for one.
  const scope = useSessionScope();
  useEffect(() => {
    if (isRegisteredOrBetter(scope)) actor.send({ type: 'session.signedIn', scope: scope! });
  }, [actor, scope]);

  // The QA browser driver reads the machine's state (decision 0089's `vitrine:machine` report).
  useEffect(() => {
    reportMachineState('checkout', actor.getSnapshot().value);
    const subscription = actor.subscribe((snapshot) => reportMachineState('checkout', snapshot.value));
    return () => subscription.unsubscribe();
  }, [actor]);

  // The order is placed: the cart is empty now, so the header's count follows.
  const placed = useSelector(actor, (snapshot) => snapshot.context.order?.orderNumber ?? null);
  useEffect(() => {
    if (placed) void refresh();
  }, [placed, refresh]);

  return (
    <CheckoutRuntimeProvider actor={actor} drafts={drafts}>
      <CheckoutFrame routeStep={checkoutStepOfPath(location.pathname)} />
    </CheckoutRuntimeProvider>
  );
}

/** What the layout shows around the step: progress, busy status, prompts, the step and the summary. */
function CheckoutFrame({ routeStep }: { routeStep: CheckoutStepId | null }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const stepLabel = useStepLabel();
  const errorText = useCheckoutErrorText();
  const services = useServices();
  const checkoutActor = useCheckoutActor();
  const shownStep = useCheckoutSelector((snapshot) => snapshot.context.step);
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const loginRequired = useCheckoutSelector((snapshot) => snapshot.matches('loginRequired'));
  const loadFailed = useCheckoutSelector((snapshot) => snapshot.matches('loadFailed'));
  const error = useCheckoutSelector((snapshot) => snapshot.context.error);
  const checkout = useCheckoutSelector((snapshot) => snapshot.context.checkout);
  const order = useCheckoutSelector((snapshot) => snapshot.context.order);
  const callCenter = useCheckoutSelector((snapshot) => snapshot.context.scope === 'CALL_CENTER');
  const current = shownStep ?? routeStep;
  const machineState = useCheckoutSelector((snapshot) => stateText(snapshot.value));

  useLoginPrompt(loginRequired);

  const reachable = (step: CheckoutStepId) => step === 'cart' || (checkout !== null && isCheckoutStepReachable(step, checkoutProgressOf(checkout)));
  const summary = order
    ? { lines: summaryLinesOf(order.lines.map((line) => ({ ...line, key: line.lineId }))), totals: order.totals, shippingKnown: true, taxKnown: true }
    : checkout && checkout.lines.length > 0
      ? {
          lines: summaryLinesOf(checkout.lines.map((line) => ({ ...line, key: line.itemId }))),
          totals: checkout.totals,
          shippingKnown: checkout.deliveryMethod !== null,
          taxKnown: checkout.shippingAddress !== null,
        }
      : null;

  return (
    <div className={`page ${styles.page}`} data-machine-state={machineState}>
      <title>{`${current ? stepLabel(current) : t`Checkout`} | ${config.siteName}`}</title>
      {callCenter && checkout && (
        <p className={styles.customerBanner}>
          <Trans>
            Checking out for {checkout.customer.name.first} {checkout.customer.name.last} ({checkout.customer.emailAddress})
          </Trans>
        </p>
      )}
      <CheckoutProgress current={current} reachable={reachable} />
      <p role="status" className={busy ? styles.busy : 'visually-hidden'} data-testid="checkout-busy">
        {busy ? t`Working on it…` : ''}
      </p>
      <div className={summary && current !== 'confirmation' ? styles.layout : undefined} aria-busy={busy || undefined}>
        <div className={styles.main}>
          {loginRequired ? (
            <section className={styles.panel} aria-labelledby="checkout-sign-in-title">
              <h1 id="checkout-sign-in-title" className={styles.title}>
                <Trans>Sign in to check out</Trans>
              </h1>
              <p>
                <Trans>Checkout needs an account. Sign in and you will continue right where you were; your cart is kept.</Trans>
              </p>
              <button type="button" className={styles.primary} onClick={() => void launchCheckoutLogin(services, checkoutActor)}>
                <Trans>Sign in</Trans>
              </button>
            </section>
          ) : loadFailed ? (
            <section className={styles.panel} aria-labelledby="checkout-failed-title">
              <h1 id="checkout-failed-title" className={styles.title}>
                <Trans>Checkout</Trans>
              </h1>
              <div role="alert" className={styles.alert}>
                {error ? errorText(error) : t`Your checkout could not be loaded.`}
              </div>
              <RetryButton />
            </section>
          ) : (
            <Outlet />
          )}
        </div>
        {summary && current !== 'confirmation' && <CheckoutSummary {...summary} />}
      </div>
    </div>
  );
}

/** Retries reading the checkout after a lost connection (`checkout.retry`). */
function RetryButton() {
  const actor = useCheckoutActor();
  return (
    <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'checkout.retry' })}>
      <Trans>Try again</Trans>
    </button>
  );
}

/**
 * Opens the login modal (sign-in, or the recognized form for a REGISTERED shopper) on the app's
 * modal stack; a successful sign-in resumes the machine with the session's scope (also when the
 * scope did not change: the server had refused the session it still believed in).
 */
async function launchCheckoutLogin(services: Services, actor: CheckoutActorRef): Promise<void> {
  const outcome = await launchLogin(modalStackOf(services), { request: { trigger: 'access-guard', scope: currentScope(services) } });
  const scope = currentScope(services);
  if (outcome === 'success' && isRegisteredOrBetter(scope)) actor.send({ type: 'session.signedIn', scope: scope! });
}

/** Opens the login modal once each time the machine starts waiting for a sign-in. */
function useLoginPrompt(loginRequired: boolean): void {
  const services = useServices();
  const actor = useCheckoutActor();
  useEffect(() => {
    if (!loginRequired) return;
    void launchCheckoutLogin(services, actor);
  }, [loginRequired, services, actor]);
}
