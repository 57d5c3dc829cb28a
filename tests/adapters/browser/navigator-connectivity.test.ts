import { describe, expect, it } from 'vitest';
import { NavigatorConnectivity, type ConnectivityTarget } from '../../../adapters/src/browser/navigator-connectivity.js';

function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const navigator = { onLine };
  const target: ConnectivityTarget = {
    navigator,
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
  };
  return { target, navigator, fire: (type: 'online' | 'offline') => events.dispatchEvent(new Event(type)) };
}

describe('NavigatorConnectivity', () => {
  it('reads navigator.onLine', () => {
    const w = fakeWindow(false);
    const connectivity = new NavigatorConnectivity(w.target);
    expect(connectivity.isOnline()).toBe(false);
    w.navigator.onLine = true;
    expect(connectivity.isOnline()).toBe(true);
  });

  it('tells subscribers about online and offline events until they unsubscribe', () => {
    const w = fakeWindow(true);
    const heard: boolean[] = [];
    const unsubscribe = new NavigatorConnectivity(w.target).subscribe((online) => heard.push(online));
    w.fire('offline');
    w.fire('online');
    unsubscribe();
    w.fire('offline');
    expect(heard).toEqual([false, true]);
  });

  it('counts as online without a window', () => {
    const connectivity = new NavigatorConnectivity(undefined);
    expect(connectivity.isOnline()).toBe(true);
    expect(() => connectivity.subscribe(() => undefined)()).not.toThrow();
  });
});
