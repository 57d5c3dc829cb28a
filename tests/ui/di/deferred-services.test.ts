import { describe, expect, it, vi } from 'vitest';
import { token } from '@vitrine/core';
import { deferredServices, eager } from '../../../ui/src/di/deferred-services';
import { isDeferred, servicesReady, type Services } from '../../../ui/src/shared/services';

interface Clock {
  now(): number;
}
interface Greeter {
  greet(name: string): Promise<string>;
  readonly language: string;
}
const ClockPort = token<Clock>('Clock');
const GreeterPort = token<Greeter>('Greeter');
const Missing = token<Greeter>('Missing');

/** A container that binds the greeter and reuses the first-paint clock, as the browser container does. */
function setup() {
  const clock: Clock = { now: () => 42 };
  const make = vi.fn(() => clock);
  const greeter: Greeter = { greet: (name) => Promise.resolve(`Hello ${name}`), language: 'en' };
  const load = vi.fn(async (firstPaint: Services): Promise<Services> => ({
    get: <T,>(port: { key: symbol }) => {
      if (port.key === ClockPort.key) return firstPaint.get(ClockPort) as T;
      if (port.key === GreeterPort.key) return greeter as T;
      throw new Error(`No binding for ${String(port.key)}`);
    },
    has: (port) => port.key === ClockPort.key || port.key === GreeterPort.key,
  }));
  const services = deferredServices([eager(ClockPort, make)], load);
  return { services, load, make, clock };
}

describe('deferredServices (decision 0170)', () => {
  it('answers a first-paint port at once, made once, without loading the container', () => {
    const { services, load, make, clock } = setup();
    expect(services.get(ClockPort)).toBe(clock);
    expect(services.get(ClockPort)).toBe(clock);
    expect(make).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(services.loaded).toBe(false);
    expect(services.answersNow(ClockPort)).toBe(true);
    expect(services.answersNow(GreeterPort)).toBe(false);
    expect(services.has(GreeterPort)).toBe(true);
  });

  it('gives a gateway stand-in whose calls load the container once and resolve with the bound answer', async () => {
    const { services, load } = setup();
    const standIn = services.get(GreeterPort);
    await expect(Promise.all([standIn.greet('Ada'), standIn.greet('Bo')])).resolves.toEqual(['Hello Ada', 'Hello Bo']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(services.loaded).toBe(true);
    expect(services.answersNow(GreeterPort)).toBe(true);
    // Once loaded, the bound implementation itself; the container reuses the first-paint instance.
    expect(services.get(GreeterPort).language).toBe('en');
    expect(services.get(ClockPort)).toBe((await services.ready()).get(ClockPort));
    expect(services.has(Missing)).toBe(false);
  });

  it("rejects a stand-in call for a port the container does not bind with the container's error", async () => {
    const { services } = setup();
    await expect(services.get(Missing).greet('Ada')).rejects.toThrow('No binding for Symbol(vitrine:Missing)');
  });

  it('is told apart from an ordinary container, which is ready at once', async () => {
    const { services } = setup();
    const plain: Services = { get: () => undefined as never, has: () => false };
    expect(isDeferred(services)).toBe(true);
    expect(isDeferred(plain)).toBe(false);
    await expect(servicesReady(plain)).resolves.toBe(plain);
    await expect(servicesReady(services)).resolves.toBeDefined();
    expect(services.loaded).toBe(true);
  });

  it('rejects ready() when the container chunk fails to load', async () => {
    const services = deferredServices([], () => Promise.reject(new Error('chunk failed')));
    await expect(services.ready()).rejects.toThrow('chunk failed');
  });
});
