import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { domainError, err, ok, type DomainError, type Result } from '@vitrine/core';
import { withSignIn } from '../../../../ui/src/features/identity';
import { resumeFlow } from '../../../../ui/src/features/aftercare/flow-runtime';
import { DEMO_PASSWORD, renderIdentityApp, SARAH } from './identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

type Answer = Result<string, DomainError>;

/** An attempt that answers `answers` in turn (the last one again when they run out), counting its runs. */
function attemptOf(...answers: Answer[]) {
  let runs = 0;
  const attempt = async (): Promise<Answer> => answers[Math.min(runs++, answers.length - 1)]!;
  return { attempt, runs: () => runs };
}

const refused = err(domainError('ADDRESS.SIGN_IN_REQUIRED', 'This call needs a AUTHORIZED token'));

describe('withSignIn: sign in, then carry on (shell-and-account.md §4, §6; decisions 0185, 0288)', () => {
  it('a write refused after the step-up lapsed asks for the password (recognized) and runs once more', async () => {
    const app = await renderIdentityApp('/', { signedInAs: SARAH.email, stepUpLapsed: true });
    await screen.findByRole('button', { name: 'Account' });
    const write = attemptOf(refused, ok('saved'));
    let result: Promise<Answer> | undefined;
    act(() => {
      result = withSignIn(app.services, write.attempt);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('data-machine-state')).toMatch(/^recognized\./);
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await result).toEqual(ok('saved'));
    expect(write.runs()).toBe(2);
  });

  it('a closed dialog leaves the refused answer; any other answer comes back at once without a dialog', async () => {
    const app = await renderIdentityApp('/', { signedInAs: SARAH.email, stepUpLapsed: true });
    await screen.findByRole('button', { name: 'Account' });
    const write = attemptOf(refused, ok('saved'));
    let result: Promise<Answer> | undefined;
    act(() => {
      result = withSignIn(app.services, write.attempt);
    });
    await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.keyboard('{Escape}');
    expect(await result).toBe(refused);
    expect(write.runs()).toBe(1);

    const other = err(domainError('ADDRESS.NOT_FOUND', 'gone'));
    const failing = attemptOf(other);
    expect(await withSignIn(app.services, failing.attempt)).toBe(other);
    expect(failing.runs()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a returns or claims flow waiting for a sign-in: a guest signs in and the machine gets session.signedIn', async () => {
    const app = await renderIdentityApp('/');
    await screen.findByRole('button', { name: 'Sign in' });
    const events: { type: string; scope: string }[] = [];
    let result: Promise<Result<void, DomainError>> | undefined;
    act(() => {
      result = withSignIn(app.services, resumeFlow(app.services, { send: (event) => events.push(event) }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), SARAH.email);
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await result)?.ok).toBe(true);
    await waitFor(() => expect(events).toEqual([{ type: 'session.signedIn', scope: 'AUTHORIZED' }]));
  });
});
