import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../../../adapters/src/in-memory/index.js';
import { createToastStore } from '../../../../ui/src/shared/toasts/toast-store';
import { dispatchToast, listenForToastEvents } from '../../../../ui/src/shared/toasts/toast-event';

/** The toast app event (shell-and-account §2 "Toast messages", §3 "Toast message"; decision 0434). */
describe('toast event', () => {
  it('shows the toast with its type, not duplicated by message', () => {
    const target = new EventTarget();
    const toasts = createToastStore();
    const stop = listenForToastEvents(target, toasts, new MemoryLogger());
    dispatchToast(target, { message: 'Saved to your list', messageType: 'affirmative', dismissible: true });
    dispatchToast(target, { message: 'Saved to your list', messageType: 'affirmative' });
    expect(toasts.list()).toEqual([{ message: 'Saved to your list', messageType: 'affirmative', translated: true, dismissButton: { styleType: 'close', message: 'toast-dismiss' } }]);
    stop();
    dispatchToast(target, { message: 'After stop' });
    expect(toasts.list()).toHaveLength(1);
  });

  it('shows an unknown or missing type as error (the default), logging the unknown one; ignores a detail without a message', () => {
    const target = new EventTarget();
    const toasts = createToastStore();
    const logger = new MemoryLogger();
    listenForToastEvents(target, toasts, logger);
    dispatchToast(target, { message: 'Odd', messageType: 'shout' });
    dispatchToast(target, { message: 'Plain' });
    target.dispatchEvent(new CustomEvent('vitrine:toast', { detail: { message: '  ' } }));
    expect(toasts.list().map((t) => [t.message, t.messageType])).toEqual([
      ['Odd', 'error'],
      ['Plain', 'error'],
    ]);
    expect(logger.entries.map((e) => e.message)).toEqual(['Toast messageType must be one of affirmative, alert, error, informational; shown as error', 'Toast event without a message']);
  });
});
