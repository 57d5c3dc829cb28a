import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_LAUNCH_MESSAGES } from '@vitrine/core';
import { renderApp } from '../../render-app';
import { dispatchModalLaunch } from '../../../../ui/src/features/modals/modal-launch-event';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

/** The modal launch app event (shell-and-account §2 "Hash-triggered modals", §5 modal launch; decision 0434). */
describe('modal launch event', () => {
  it('opens the named modal with the id hash name plus -modal, as its hash would', async () => {
    renderApp('/');
    await screen.findByRole('main');
    // The modal host (a lazy chunk) listens once it has loaded.
    await waitFor(() => {
      dispatchModalLaunch(window, { modal: 'contact-us' });
      expect(screen.getByRole('dialog', { name: 'Contact us' }).id).toBe('contact-us-modal');
    });
  });

  it('logs an unknown modal and a style type outside the allowed ones, and uses the registered style then', async () => {
    const { logger } = renderApp('/');
    await screen.findByRole('main');
    await waitFor(() => {
      dispatchModalLaunch(window, { modal: 'no-such-modal' });
      expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Modal launch event names no modal this site opens' }));
    });
    dispatchModalLaunch(window, { modal: 'order-inquiry', styleType: 'huge' });
    expect(await screen.findByRole('dialog', { name: 'Look up an order' })).toBeTruthy();
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: MODAL_LAUNCH_MESSAGES.styleType }));
  });
});
