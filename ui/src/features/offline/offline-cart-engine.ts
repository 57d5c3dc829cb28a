import { isConnectionFailure } from '@vitrine/adapters';
import {
  addToCartOrQueue,
  Clock,
  Connectivity,
  KeyValueStore,
  pendingCartChanges,
  replayOfflineCartQueue,
  type AddOrQueueOutcome,
  type AddOrQueuePorts,
  type AddToCartRequest,
  type CartCommandPorts,
} from '@vitrine/core';
import type { Services } from '../../shared/services';
import { offlineCartState } from './offline-cart-store';

const portsOf = new WeakMap<CartCommandPorts, AddOrQueuePorts>();

/**
 * The ports of core's offline cart use cases, built once per cart command ports: CartSummary's
 * (the app's one header count, its gateway, token reset and logger) with the browser's storage,
 * connectivity and clock.
 */
function offlinePorts(services: Services, command: CartCommandPorts): AddOrQueuePorts {
  let ports = portsOf.get(command);
  if (!ports) {
    ports = {
      ...command,
      store: services.get(KeyValueStore),
      connectivity: services.get(Connectivity),
      clock: services.get(Clock),
      isConnectionFault: isConnectionFailure,
    };
    portsOf.set(command, ports);
  }
  return ports;
}

/** A fresh idempotency key for one add (decision 0451): a random UUID. */
const newKey = (): string => crypto.randomUUID();

/**
 * Core's addToCartOrQueue for the buy box (decision 0450): sends the add, or queues it while
 * offline; a queued add updates the status banner's pending count at once.
 */
export async function addOrQueue(services: Services, command: CartCommandPorts, request: AddToCartRequest): Promise<AddOrQueueOutcome> {
  const outcome = await addToCartOrQueue(offlinePorts(services, command), request, newKey());
  if (outcome.kind === 'queued') offlineCartState.set({ pending: outcome.pending, refused: 0 });
  return outcome;
}

const replays = new WeakMap<AddOrQueuePorts, Promise<void>>();

/**
 * Sends the queued changes with core's replayOfflineCartQueue, one replay at a time per page (a
 * second `online` event while one runs joins it). Afterwards the banner shows what still waits and
 * how many changes the cart refused.
 */
function replay(ports: AddOrQueuePorts): Promise<void> {
  const running = replays.get(ports);
  if (running) return running;
  const run = (async () => {
    try {
      const done = await replayOfflineCartQueue(ports);
      const refused = offlineCartState.get().refused + done.refused.length;
      offlineCartState.set({ pending: done.remaining, refused });
    } catch (error) {
      ports.logger.error('Offline cart replay failed', { error: String(error) });
    } finally {
      replays.delete(ports);
    }
  })();
  replays.set(ports, run);
  return run;
}

/**
 * Starts the offline cart on a page (decision 0450): reads what the stored queue holds, sends it
 * at once when online, and again each time the `online` event fires. Returns the stop function.
 */
export function startOfflineCart(services: Services, command: CartCommandPorts): () => void {
  const ports = offlinePorts(services, command);
  offlineCartState.set({ ...offlineCartState.get(), pending: pendingCartChanges(ports) });
  const send = () => {
    if (pendingCartChanges(ports) > 0) void replay(ports);
  };
  if (ports.connectivity.isOnline()) send();
  return ports.connectivity.subscribe((online) => {
    if (online) send();
  });
}
