import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CardEncryptor, checkoutActors, checkoutMachine, CheckoutGateway, PaymentKeyGateway, type ApplePayCapability, type PaymentMethodConfig } from '@vitrine/core';
import type { Services } from '../../shared/services';

/**
 * The checkout machine as the checkout pages run it (shell-and-account.md §2 checkout steps;
 * decisions 0110-0113, 0115, 0136): core's `checkoutMachine` with its actors provided from the
 * bound CheckoutGateway, PaymentKeyGateway and CardEncryptor (the prepareCardPayment use case) and
 * the site configuration's payment methods, one actor per visit of the
 * checkout route (the parent route's layout owns it), reached by the step pages through context.
 */

/** The provided checkout machine. */
export type ProvidedCheckoutMachine = ReturnType<typeof provideCheckoutMachine>;
/** A running checkout actor. */
export type CheckoutActorRef = ActorRefFrom<ProvidedCheckoutMachine>;
/** A snapshot of the running checkout actor. */
export type CheckoutSnapshot = SnapshotFrom<ProvidedCheckoutMachine>;

/**
 * `checkoutMachine.provide({ actors: checkoutActors(…) })` over `services`' CheckoutGateway,
 * PaymentKeyGateway and CardEncryptor; the payment methods are `payments` (the site
 * configuration's, unfiltered: the machine filters them with core's eligibility rules). Throws
 * when one of them is not bound (a wiring bug).
 */
export function provideCheckoutMachine(services: Services, payments: readonly PaymentMethodConfig[]) {
  const ports = { checkout: services.get(CheckoutGateway), keys: services.get(PaymentKeyGateway), encryptor: services.get(CardEncryptor) };
  return checkoutMachine.provide({ actors: checkoutActors({ ...ports, paymentMethods: () => Promise.resolve(payments) }) });
}

/**
 * What the browser says about Apple Pay (shell-and-account.md §4 "Apple Pay requires session
 * version 3 and the ability to make payments"): null when `ApplePaySession` does not exist
 * (every browser but Safari), and also when asking it throws.
 */
export function applePayCapability(): ApplePayCapability | null {
  const session = (globalThis as { ApplePaySession?: { supportsVersion(v: number): boolean; canMakePayments(): boolean } }).ApplePaySession;
  if (!session) return null;
  try {
    return { supportsVersion3: session.supportsVersion(3), canMakePayments: session.canMakePayments() };
  } catch {
    return null;
  }
}

/** Form drafts of one checkout visit: what the shopper typed, kept while a step unmounts (sign-in, reload of the checkout). */
export type DraftStore = Map<string, unknown>;

interface CheckoutRuntime {
  readonly actor: CheckoutActorRef;
  readonly drafts: DraftStore;
}

const CheckoutRuntimeContext = createContext<CheckoutRuntime | null>(null);

/** Provides the running checkout actor and the drafts to the step pages. */
export function CheckoutRuntimeProvider({ actor, drafts, children }: CheckoutRuntime & { children: ReactNode }) {
  return <CheckoutRuntimeContext.Provider value={{ actor, drafts }}>{children}</CheckoutRuntimeContext.Provider>;
}

function useRuntime(): CheckoutRuntime {
  const runtime = useContext(CheckoutRuntimeContext);
  if (!runtime) throw new Error('Checkout steps render inside the checkout layout (CheckoutRuntimeProvider)');
  return runtime;
}

/** The running checkout actor (for `send`). Throws outside the checkout layout. */
export function useCheckoutActor(): CheckoutActorRef {
  return useRuntime().actor;
}

/** A value selected from the checkout actor's snapshot; re-renders when it changes (Object.is). */
export function useCheckoutSelector<T>(select: (snapshot: CheckoutSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useRuntime().actor, select, compare);
}

/** True while the machine waits for a call (a state tagged 'busy'). */
export function useCheckoutBusy(): boolean {
  return useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
}

/**
 * React state that outlives the step component for the whole checkout visit (a sign-in or a
 * failed call that unmounts the step keeps what was typed): like `useState`, starting from the
 * kept value of `key` (or `initial()` the first time); every change is kept. Memory only.
 */
export function useDraftState<T>(key: string, initial: () => T): [T, (next: T | ((current: T) => T)) => void] {
  const { drafts } = useRuntime();
  const [value, setValue] = useState<T>(() => (drafts.has(key) ? (drafts.get(key) as T) : initial()));
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        drafts.set(key, resolved);
        return resolved;
      }),
    [drafts, key],
  );
  return [value, update];
}
