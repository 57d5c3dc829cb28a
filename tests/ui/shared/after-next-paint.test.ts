import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../ui/src/shared/after-next-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint (decision 0472)', () => {
  it('runs in a task after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame queued the task; it has not run inside the frame.
    expect(run).not.toHaveBeenCalled();
    // The fake clock gives a zero-delay timeout set inside a frame 1 ms.
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
