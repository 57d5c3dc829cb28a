import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALL_CENTER_NOTICE,
  headerAfterScroll,
  headerKind,
  HEADER_SCROLL_STEP_PX,
  INITIAL_HEADER_SCROLL,
  isBackToTopVisible,
  isChatDisabledByExperiments,
  isChatWidgetEnabled,
  SHELL_TIMINGS,
  type HeaderScrollState,
} from '@vitrine/core';

const idle = { open: false, transitioning: false };

describe('headerAfterScroll (shell §2: 50 px step, never while search is open or transitioning)', () => {
  it('hides after scrolling down one step and reveals after scrolling up one step', () => {
    const down = headerAfterScroll({ hidden: false, anchorY: 100 }, 150, idle);
    expect(down).toEqual({ hidden: true, anchorY: 150 });
    expect(headerAfterScroll(down, 100, idle)).toEqual({ hidden: false, anchorY: 100 });
  });
  it('keeps state for moves smaller than a step', () => {
    const s = { hidden: true, anchorY: 300 };
    expect(headerAfterScroll(s, 349, idle)).toBe(s);
    expect(headerAfterScroll(s, 251, idle)).toBe(s);
  });
  it('is shown near the top', () => {
    expect(headerAfterScroll({ hidden: true, anchorY: 400 }, 10, idle)).toEqual({ hidden: false, anchorY: 10 });
  });
  it('changes nothing while search is open or transitioning', () => {
    const s = { hidden: false, anchorY: 0 };
    expect(headerAfterScroll(s, 900, { open: true, transitioning: false })).toBe(s);
    expect(headerAfterScroll(s, 900, { open: false, transitioning: true })).toBe(s);
  });
  it('property: the state only changes on moves of at least one step (catches > for >=)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (hidden, anchorY, y) => {
        const s: HeaderScrollState = { hidden, anchorY };
        const next = headerAfterScroll(s, y, idle);
        if (y < HEADER_SCROLL_STEP_PX) expect(next.hidden).toBe(false);
        else if (y - anchorY >= HEADER_SCROLL_STEP_PX) expect(next.hidden).toBe(true);
        else if (anchorY - y >= HEADER_SCROLL_STEP_PX) expect(next.hidden).toBe(false);
        else expect(next).toBe(s);
      }),
    );
  });
  it('starts shown at the top', () => {
    expect(INITIAL_HEADER_SCROLL).toEqual({ hidden: false, anchorY: 0 });
    expect(SHELL_TIMINGS.scrollThrottleMs).toBe(30);
  });
});

describe('back to top (shell §2)', () => {
  it('shows after more than one viewport height, except on the homepage', () => {
    expect(isBackToTopVisible(801, 800, false)).toBe(true);
    expect(isBackToTopVisible(800, 800, false)).toBe(false);
    expect(isBackToTopVisible(5000, 800, true)).toBe(false);
  });
  it('property: visible iff scrolled strictly past one viewport off the homepage', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({ min: 1, max: 3000 }), fc.boolean(), (y, h, home) => {
        expect(isBackToTopVisible(y, h, home)).toBe(!home && y > h);
      }),
    );
  });
});

describe('headerKind (shell §2)', () => {
  it('webviews show none', () => {
    expect(headerKind({ checkoutType: true, slimForCallCenter: true }, { callCenter: false, webview: true })).toBe('none');
  });
  it('checkout-type routes are slim', () => {
    expect(headerKind({ checkoutType: true, slimForCallCenter: false }, { callCenter: false, webview: false })).toBe('slim');
  });
  it('call-centre agents get slim only on routes that enable it', () => {
    expect(headerKind({ checkoutType: false, slimForCallCenter: true }, { callCenter: true, webview: false })).toBe('slim');
    expect(headerKind({ checkoutType: false, slimForCallCenter: false }, { callCenter: true, webview: false })).toBe('full');
    expect(headerKind({ checkoutType: false, slimForCallCenter: true }, { callCenter: false, webview: false })).toBe('full');
    expect(CALL_CENTER_NOTICE).toBe('Call Center Checkout');
  });
});

describe('chat widget (shell §2)', () => {
  const on = { disabledByFlag: false, disabledByExperiment: false, webview: false, routeDisablesInWebview: false };
  it('is enabled by default', () => {
    expect(isChatWidgetEnabled(on)).toBe(true);
    expect(isChatWidgetEnabled({ ...on, chatConsent: true })).toBe(true);
  });
  it.each([{ disabledByFlag: true }, { disabledByExperiment: true }, { chatConsent: false }, { webview: true, routeDisablesInWebview: true }])('is disabled by %j', (patch) => {
    expect(isChatWidgetEnabled({ ...on, ...patch })).toBe(false);
  });
  it('a webview alone or a route rule alone does not disable it', () => {
    expect(isChatWidgetEnabled({ ...on, webview: true })).toBe(true);
    expect(isChatWidgetEnabled({ ...on, routeDisablesInWebview: true })).toBe(true);
  });
  it('experiment values that disable chat are configured', () => {
    expect(isChatDisabledByExperiments({ winston2: 3 }, { winston2: [3, 4] })).toBe(true);
    expect(isChatDisabledByExperiments({ winston2: 1 }, { winston2: [3, 4] })).toBe(false);
    expect(isChatDisabledByExperiments({}, { winston2: [0] })).toBe(false);
    expect(isChatDisabledByExperiments({ winston2: 3 })).toBe(false);
  });
  it('property: any disabling input disables it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (flag, exp, webview, route) => {
        const got = isChatWidgetEnabled({ disabledByFlag: flag, disabledByExperiment: exp, webview, routeDisablesInWebview: route });
        expect(got).toBe(!flag && !exp && !(webview && route));
      }),
    );
  });
});
