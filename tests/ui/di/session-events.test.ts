// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { LoginRequiredEvent } from '@vitrine/adapters';
import { createSessionEvents } from '../../../ui/src/di/session-events';

const event = { status: 403 } as unknown as LoginRequiredEvent;

describe('createSessionEvents', () => {
  it('gives a login-required event raised before anyone listened to the first listener, once', () => {
    const events = createSessionEvents();
    events.loginRequired.emit(event);
    const first = vi.fn();
    const second = vi.fn();
    events.loginRequired.subscribe(first);
    events.loginRequired.subscribe(second);
    expect(first).toHaveBeenCalledExactlyOnceWith(event);
    expect(second).not.toHaveBeenCalled();
  });

  it('keeps nothing that a listener heard, and nothing on the other channels', () => {
    const events = createSessionEvents();
    const early = vi.fn();
    const stop = events.loginRequired.subscribe(early);
    events.loginRequired.emit(event);
    stop();
    const late = vi.fn();
    events.loginRequired.subscribe(late);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();

    const session = { scope: 'GUEST' } as never;
    events.sessionRenewed.emit(session);
    const renewed = vi.fn();
    events.sessionRenewed.subscribe(renewed);
    expect(renewed).not.toHaveBeenCalled();
  });
});
