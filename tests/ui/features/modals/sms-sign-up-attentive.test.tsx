import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { sampleAttentiveConfig } from '@vitrine/adapters/in-memory';
import { createServices } from '../../../../ui/src/di/container';
import { SMS_SIGN_UP_SOURCE } from '../../../../ui/src/features/modals/sms-sign-up-modal';
import { aNavForest, aProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderRoutes } from '../../render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** #sms-sign-up on a site with SMS opt-in over the in-memory back end; `prepare` changes the back end first. */
async function openSmsModal(prepare: (backend: ReturnType<typeof createInMemoryBackend>) => void = () => undefined) {
  const config = aSiteConfiguration({ features: { siteSelect: true, smsOptIn: true } });
  const backend = createInMemoryBackend({ products: [aProduct()], nav: aNavForest(), config });
  prepare(backend);
  const rendered = renderRoutes('/#sms-sign-up', createServices(inMemoryBackendBindings(backend)), aSite(), config);
  // The first test waits for the modal's lazy chunk to be transformed: more room than the default.
  const dialog = await screen.findByRole('dialog', { name: 'Sign up for texts' }, { timeout: 25_000 });
  return { ...rendered, backend, dialog };
}

/** Fills the form with a valid US mobile number and sends it. */
async function signUp(user: Awaited<ReturnType<typeof openSmsModal>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '(415) 555-0142');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'I shop for' }), 'female');
  await user.click(within(dialog).getByRole('checkbox', { name: /I agree to receive recurring marketing text messages/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  await within(dialog).findByText('Thanks, you are signed up for texts.');
}

describe('the SMS sign-up modal reads the attentive config (shell-and-account.md §7, §8; decision 0414)', () => {
  it('shows the keyword and short code and the legal text from markdown, and sends the creative id as the source', async () => {
    const { user, dialog, backend } = await openSmsModal();
    const keywordLine = await within(dialog).findByText(/Or text/);
    expect(keywordLine.textContent).toBe('Or text VITRINE to 28445.');
    const help = await within(dialog).findByText('HELP');
    expect(help.tagName).toBe('STRONG');
    expect(within(dialog).getByText(/Message frequency varies/)).toBeTruthy();
    await signUp(user, dialog);
    expect(backend.marketing.submissions.at(-1)?.body).toMatchObject({ smsSignUpSourceId: 'an-us-sms-modal', mobilePhoneNumber: '14155550142' });
  });

  it('says the site has no programme, instead of the form, when the config is disabled', async () => {
    const { dialog } = await openSmsModal((backend) => backend.shellContent.setAttentiveConfig({ ...sampleAttentiveConfig(), enabled: false }));
    expect(await within(dialog).findByText('Text message sign-up is not offered on this site. You can still sign up for emails.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
  });

  it('keeps the legal text as text when it holds markup, and leaves the keyword out without a short code', async () => {
    const { dialog } = await openSmsModal((backend) =>
      backend.shellContent.setAttentiveConfig({ ...sampleAttentiveConfig(), keyword: null, shortCode: null, legalText: 'Reply STOP. <img src=x onerror="alert(1)">' }),
    );
    await waitFor(() => expect(dialog.querySelector('[data-attentive-config]')).not.toBeNull());
    expect(dialog.querySelector('[data-attentive-config] img')).toBeNull();
    expect(within(dialog).getByText(/Reply STOP\./)).toBeTruthy();
    expect(within(dialog).queryByText(/Or text/)).toBeNull();
  });

  it('logs a failed config load only and keeps its built-in behaviour (the default source)', async () => {
    const { user, dialog, backend } = await openSmsModal((backend) => backend.shellContent.fail(new Error('content down')));
    await waitFor(() => expect(backend.logger.entries.map((e) => [e.level, e.message])).toContainEqual(['warn', 'Failed to load the attentive config']));
    expect(dialog.querySelector('[data-attentive-config]')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await signUp(user, dialog);
    expect(backend.marketing.submissions.at(-1)?.body).toMatchObject({ smsSignUpSourceId: SMS_SIGN_UP_SOURCE });
  });
});
