import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const NEW_PASSWORD = 'Vitrine-new-2';

/**
 * /account/account-settings when the AUTHORIZED step-up lapses on the open page (shell-and-account.md
 * §4 "Access guard", §6, §7 PUT /me/credentials/password, PATCH and PUT /me; decision 0185): the
 * personal details, password, e-mail and phone changes ask for the password in the login dialog and go through once after the sign-in; a
 * closed dialog keeps what was typed. The in-memory step-up lasts 60 s.
 */
async function openSettingsThenLapse() {
  const app = await renderIdentityApp('/account/account-settings', { signedInAs: SARAH.email });
  await screen.findByRole('heading', { name: 'Password', level: 2 });
  app.clock.advance(61_000);
  expect(app.auth.scope()).toBe('REGISTERED');
  return app;
}

async function typePasswords(app: Awaited<ReturnType<typeof renderIdentityApp>>) {
  await app.user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD);
  await app.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the account settings after the step-up lapsed on the page', () => {
  it('a password change opens the password dialog and, after the sign-in, goes through once', async () => {
    const app = await openSettingsThenLapse();
    const changePassword = vi.spyOn(app.auth, 'changePassword');
    await typePasswords(app);

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('data-machine-state')).toMatch(/^recognized\./);
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Your password was changed.')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changePassword.mock.calls).toEqual([
      [DEMO_PASSWORD, NEW_PASSWORD],
      [DEMO_PASSWORD, NEW_PASSWORD],
    ]);
    expect(await Promise.all(changePassword.mock.results.map((r) => r.value))).toEqual([
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'AUTH.SCOPE_REQUIRED' }) }),
      expect.objectContaining({ ok: true }),
    ]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect((await app.auth.signIn(SARAH.email, NEW_PASSWORD)).ok).toBe(true);
  });

  it('closing the dialog keeps what was typed, says to sign in again and changes nothing', async () => {
    const app = await openSettingsThenLapse();
    const changePassword = vi.spyOn(app.auth, 'changePassword');
    await typePasswords(app);

    await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect((await screen.findByRole('alert')).textContent).toBe('For your security, sign in again to change your password.');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(DEMO_PASSWORD);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(NEW_PASSWORD);
    expect(changePassword).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Your password was changed.')).toBeNull();
  });

  it('sending the code for a new e-mail address opens the password dialog and sends one code after the sign-in', async () => {
    const app = await openSettingsThenLapse();
    await app.user.type(screen.getByRole('textbox', { name: 'New email address' }), 'sarah.new@example.com');
    await app.user.click(within(screen.getByRole('region', { name: 'Email address' })).getByRole('button', { name: 'Send code' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('We sent a 6-digit code to sarah.new@example.com. It works for 10 minutes.')).not.toBeNull();
    expect(app.credentials.mailbox.map((sent) => sent.to)).toEqual(['sarah.new@example.com']);
    expect((screen.getByRole('textbox', { name: 'New email address' }) as HTMLInputElement).value).toBe('sarah.new@example.com');
  });

  it('saving the personal details opens the password dialog and, after the sign-in, saves them once', async () => {
    const app = await openSettingsThenLapse();
    const patchProfile = vi.spyOn(app.profiles, 'patchProfile');
    const details = screen.getByRole('region', { name: 'Personal details' });
    await app.user.clear(within(details).getByRole('textbox', { name: 'Last name' }));
    await app.user.type(within(details).getByRole('textbox', { name: 'Last name' }), 'Lapsed');
    await app.user.click(within(details).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Your details were saved.')).not.toBeNull();
    expect(await Promise.all(patchProfile.mock.results.map((r) => r.value))).toEqual([
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'PROFILE.SIGN_IN_REQUIRED' }) }),
      expect.objectContaining({ ok: true }),
    ]);
    expect((await app.profiles.getProfile()).name.last).toBe('Lapsed');
  });

  it('closing the dialog on a personal details save keeps what was typed and says to sign in again', async () => {
    const app = await openSettingsThenLapse();
    const details = screen.getByRole('region', { name: 'Personal details' });
    const lastName = within(details).getByRole('textbox', { name: 'Last name' }) as HTMLInputElement;
    const before = lastName.value;
    await app.user.clear(lastName);
    await app.user.type(lastName, 'Kept');
    await app.user.click(within(details).getByRole('button', { name: 'Save' }));

    await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('For your security, sign in again before you change this.');
    expect(lastName.value).toBe('Kept');
    expect((await app.profiles.getProfile()).name.last).toBe(before);
  });
});
