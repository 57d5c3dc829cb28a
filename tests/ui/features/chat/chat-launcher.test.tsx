import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatGateway, CookieJar } from '@vitrine/core';
import type { InMemoryChat } from '@vitrine/adapters/in-memory';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderApp } from '../../render-app';
import { writeConsentChoice } from '../../../../ui/src/features/privacy/consent-choice';

/** The chat launcher and its dialog (shell-and-account §2 "Chat widget", §6; decisions 0431, 0432). */
describe('chat launcher', () => {
  it('shows "Chat with us" once the consent library answers; the dialog sends the message and confirms with its reference', async () => {
    const { user, services } = renderApp('/');
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Fill in the highlighted fields');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const topic = within(dialog).getByRole('combobox', { name: 'Topic' });
    await waitFor(() => expect(within(topic).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(topic, within(topic).getAllByRole('option')[1]!);
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Where is my parcel?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('Thanks, Ada.');
    expect(status.textContent).toContain('CH-1');
    expect((services.get(ChatGateway) as InMemoryChat).messages).toEqual([{ name: 'Ada', email: 'ada@example.com', topic: expect.any(String), message: 'Where is my parcel?' }]);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat with us' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with us' })));
  }, 20_000);

  it('is hidden by the consent mode "Disable chat"', async () => {
    const { services } = renderApp('/');
    writeConsentChoice(services.get(CookieJar), { marketing: false, mode: 'disable-chat' });
    await screen.findByRole('main');
    // The privacy layer loads with the stored choice and the launcher follows it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Manage preferences' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('is hidden by the internal flag and by an experiment value that disables chat (winston2=4)', async () => {
    const flagged = renderApp('/', { config: { ...aSiteConfiguration(), features: { ...aSiteConfiguration().features, disableChat: true } } });
    await screen.findByRole('region', { name: 'Privacy choices' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    flagged.unmount();
    const { services } = renderApp('/');
    services.get(CookieJar).set('winston2', '4');
    await screen.findByRole('region', { name: 'Privacy choices' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });
});
