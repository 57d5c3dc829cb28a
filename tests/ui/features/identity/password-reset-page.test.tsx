import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIdentityApp, SARAH } from './identity-app';

// Whole-app renders load lazy chunks (routes, modals, the login modal) on first use: give them time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Renders /password/reset with a real reset token of the in-memory auth (asked for Sarah). */
async function renderWithResetLink() {
  const probe = await renderIdentityApp('/');
  await probe.auth.requestPasswordReset(SARAH.email);
  const token = probe.auth.mailbox.at(-1)!.token;
  probe.unmount();
  return { token };
}

describe('/password/reset?token= (shell-and-account.md §2 "Password reset"; docs/auth-api.md)', () => {
  it('sets a new password; a weak one is explained at the field and what was typed stays', async () => {
    const app = await renderIdentityApp('/password/reset?token=placeholder');
    await app.auth.requestPasswordReset(SARAH.email);
    const token = app.auth.mailbox.at(-1)!.token;
    await app.router.navigate(`/password/reset?token=${token}`);
    const field = await screen.findByLabelText('New password');
    await app.user.type(field, 'short');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('That password is too weak');
    expect((field as HTMLInputElement).value).toBe('short');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await app.user.clear(field);
    await app.user.type(field, 'Brand-new-7');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await within(await screen.findByRole('main')).findByRole('status')).textContent).toContain('Your password has been changed');
    expect((await app.auth.signIn(SARAH.email, 'Brand-new-7')).ok).toBe(true);
  });

  it('an expired or used link says so and offers a new one (the forgot-password dialog)', async () => {
    const { token } = await renderWithResetLink();
    const app = await renderIdentityApp(`/password/reset?token=${token}-unknown`);
    await app.user.type(await screen.findByLabelText('New password'), 'Brand-new-7');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('This reset link has expired or was already used');
    await app.user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).not.toBeNull();
  });

  it('a link without a token says it cannot be used', async () => {
    await renderIdentityApp('/password/reset');
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('alert').textContent).toContain('This reset link has expired'));
    expect(screen.getByRole('button', { name: 'Send me a new link' })).not.toBeNull();
  });
});
