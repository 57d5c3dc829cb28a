import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  emailCaptureMachine,
  emailCaptureOutcome,
  type EmailCaptureEmitted,
  type EmailCaptureEvent,
  type EmailCaptureMachineInput,
} from '@vitrine/core';
import {
  emailCaptureInputs,
  emailCaptureModel,
  emailCapturePaths,
  routeChanges,
  snapshotState,
} from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';

describeModel(emailCaptureModel, emailCapturePaths);

function start(input: keyof typeof emailCaptureInputs) {
  const actor = createActor(emailCaptureMachine, { input: emailCaptureInputs[input] as EmailCaptureMachineInput });
  const emitted: EmailCaptureEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as EmailCaptureEmitted));
  actor.start();
  const visit = (event: (typeof routeChanges)[keyof typeof routeChanges]) => actor.send(event as unknown as EmailCaptureEvent);
  return { actor, emitted, visit };
}
const r = routeChanges;

describe('email capture (shell §4 email-capture modal)', () => {
  it('launches at the trigger visit and sets the opt-in cookie; counts each visit in the cookie', () => {
    const { actor, emitted, visit } = start('first-visit');
    visit(r.home);
    expect(snapshotState(actor.getSnapshot())).toBe('counting');
    visit(r.product);
    expect(snapshotState(actor.getSnapshot())).toBe('showing');
    expect(emitted).toEqual([
      { type: 'cookie.set', cookie: 'pageVisits', value: '1' },
      { type: 'cookie.set', cookie: 'pageVisits', value: '2' },
      { type: 'cookie.set', cookie: 'optIn', value: 'true' },
      { type: 'emailCapture.launch' },
    ]);
  });

  it('after the launch it never shows again', () => {
    const { actor, visit } = start('first-visit');
    visit(r.home);
    visit(r.product);
    actor.send({ type: 'emailCapture.closed' });
    visit(r.home);
    expect(actor.getSnapshot().context.decision?.reason).toBe('opted-in');
  });

  it('past the trigger the bypass cookie is set', () => {
    const { actor, emitted, visit } = start('returning-past-trigger');
    visit(r.home);
    expect(snapshotState(actor.getSnapshot())).toBe('bypassed');
    expect(emitted).toContainEqual({ type: 'cookie.set', cookie: 'bypass', value: 'true' });
    expect(actor.getSnapshot().context.visitCount).toBe(8);
  });

  it('a query-only change is not a visit (no page-visit cookie written)', () => {
    const { actor, emitted, visit } = start('first-visit');
    visit(r.product);
    visit(r.productColour);
    expect(emitted.filter((e) => e.type === 'cookie.set')).toEqual([{ type: 'cookie.set', cookie: 'pageVisits', value: '1' }]);
    expect(actor.getSnapshot().context.decision?.reason).toBe('query-only-change');
  });

  it('utm_source marketing sets the opt-in cookie without a modal', () => {
    const { actor, emitted, visit } = start('first-visit');
    visit(r.fromMarketing);
    expect(snapshotState(actor.getSnapshot())).toBe('optedIn');
    expect(emitted).toContainEqual({ type: 'cookie.set', cookie: 'optIn', value: 'true' });
  });

  it('skips for logged-in shoppers, disabling routes, excluded prefixes, phones on desktop-only, the flag and opted-in shoppers', () => {
    const reasons = (input: keyof typeof emailCaptureInputs, ...events: (typeof r)[keyof typeof r][]) => {
      const { actor, visit } = start(input);
      events.forEach(visit);
      return actor.getSnapshot().context.decision?.reason;
    };
    expect(reasons('first-visit', r.homeLoggedIn)).toBe('logged-in');
    expect(reasons('first-visit', r.home, r.helpDisablesCapture)).toBe('route-disables');
    expect(reasons('first-visit', r.home, r.checkout)).toBe('excluded-route');
    expect(reasons('desktop-only', r.home, r.homeOnPhone)).toBe('desktop-only');
    expect(reasons('disabled-by-flag', r.home)).toBe('disabled-flag');
    expect(reasons('already-opted-in', r.home)).toBe('opted-in');
  });

  it('maps decisions to outcomes', () => {
    const base = { launch: false, setOptInCookie: false, setBypassCookie: false, reason: null };
    expect(emailCaptureOutcome({ ...base, launch: true, setOptInCookie: true })).toBe('launch');
    expect(emailCaptureOutcome({ ...base, setBypassCookie: true, reason: 'above-trigger' })).toBe('bypass');
    expect(emailCaptureOutcome({ ...base, setOptInCookie: true, reason: 'utm-marketing' })).toBe('opt-in');
    expect(emailCaptureOutcome({ ...base, reason: 'below-trigger' })).toBe('wait');
    expect(emailCaptureOutcome({ ...base, reason: 'logged-in' })).toBe('skip');
  });
});
