import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HASH_MODALS, MARKETING_SUBSCRIPTION_ERROR, modalStackMachine, type HashModal, type ModalStackEvent } from '@vitrine/core';
import { aProduct, aSiteConfiguration } from '../../../mothers/index';
import { renderIdentityApp } from '../identity/identity-app';

/** The accessible name of the dialog each hash opens (en-US). */
const DIALOG_NAMES: Readonly<Record<HashModal, string>> = {
  'order-inquiry': 'Look up an order',
  'forgot-password': 'Reset your password',
  'sign-in': 'Sign in',
  'sign-up': 'Create account',
  'email-sign-up': 'Sign up for emails',
  'giftcard-balance': 'Check a gift card balance',
  'contact-us': 'Contact us',
  'request-catalog': 'Request a catalog',
  quickshop: 'Quick shop',
  'site-select': 'Choose your region',
  'sms-sign-up': 'Sign up for texts',
  'loyalty-signup': 'Join the loyalty program',
  giveaway: 'Giveaway',
};

// Whole-app renders load lazy chunks (routes, modals, the login modal) on first use: give them time.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const withSms = aSiteConfiguration({ features: { siteSelect: true, smsOptIn: true } });

describe('hash-triggered modals (shell-and-account.md §2)', () => {
  it.each(HASH_MODALS.filter((h) => h !== 'quickshop'))('#%s opens its dialog with the id hash name plus -modal, and Escape closes it and clears the hash', async (hash) => {
    const app = await renderIdentityApp(`/#${hash}`, { config: withSms });
    const dialog = await screen.findByRole('dialog', { name: DIALOG_NAMES[hash] });
    expect(dialog.id).toBe(`${hash}-modal`);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('#quickshop with a slug shows the product and links to its page with the other parameters', async () => {
    const app = await renderIdentityApp('/#quickshop?slug=chaz-kangeroo-hoodie&color=001');
    const dialog = await screen.findByRole('dialog', { name: 'Chaz Kangeroo Hoodie' });
    expect(dialog.id).toBe('quickshop-modal');
    const link = within(dialog).getByRole('link', { name: 'Choose size and color' });
    expect(link.getAttribute('href')).toBe('/shop/chaz-kangeroo-hoodie?color=001');
    await app.user.click(link);
    await waitFor(() => expect(app.location()).toBe('/shop/chaz-kangeroo-hoodie?color=001'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('#quickshop with a sku only opens the product owning it, the link preselecting that SKU’s colour and size (decision 0360)', async () => {
    const sku = aProduct().skus.find((s) => s.sizeId === 'L')!;
    await renderIdentityApp(`/#quickshop?sku=${encodeURIComponent(sku.skuId)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Chaz Kangeroo Hoodie' });
    const link = within(dialog).getByRole('link', { name: 'Choose size and color' });
    expect(link.getAttribute('href')).toBe(`/shop/chaz-kangeroo-hoodie?color=${encodeURIComponent(sku.colorId)}&size=L`);
  });

  it('#quickshop with an unknown sku says it cannot open, with the catalogue’s text', async () => {
    await renderIdentityApp('/#quickshop?sku=NO-SUCH-SKU');
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('No SKU found for NO-SUCH-SKU');
  });

  it('#quickshop without exactly one of slug, product id or sku says it cannot open, with core’s text', async () => {
    await renderIdentityApp('/#quickshop?slug=a&sku=b');
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Invalid parameters passed to quickshop');
  });

  it('#site-select opens only with the site-select feature, #sms-sign-up only on sites with SMS opt-in', async () => {
    const off = aSiteConfiguration({ features: { siteSelect: false } });
    const app = await renderIdentityApp('/#site-select', { config: off });
    await screen.findByRole('banner');
    await act(() => app.router.navigate('/#sms-sign-up'));
    await act(() => app.router.navigate('/#contact-us'));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).not.toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not duplicate an open modal: the same hash again keeps one dialog', async () => {
    const app = await renderIdentityApp('/#contact-us');
    await screen.findByRole('dialog', { name: 'Contact us' });
    await act(() => app.router.navigate('/#giftcard-balance'));
    await screen.findByRole('dialog', { name: 'Check a gift card balance' });
    await act(() => app.router.navigate('/#contact-us', { replace: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check a gift card balance' })).toBeNull());
    expect(screen.getAllByRole('dialog', { name: 'Contact us' })).toHaveLength(1);
  });

  it('a hash link replaces the current route instead of adding a history entry, and focus returns to it on close', async () => {
    const app = await renderIdentityApp('/#giveaway?id=spring');
    const giveaway = await screen.findByRole('dialog', { name: 'Giveaway' });
    expect(within(giveaway).getByText('Giveaway spring')).not.toBeNull();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const before = app.router.state.historyAction;
    const link = document.createElement('a');
    link.href = '#contact-us';
    link.textContent = 'Contact us link';
    document.querySelector('main')!.append(link);
    link.focus();
    await app.user.click(link);
    await screen.findByRole('dialog', { name: 'Contact us' });
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(before).not.toBeNull();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('runs core’s modal stack machine: a hash modal, the login on top, closed back — each step where the machine says (decision 0140)', async () => {
    const machine = createActor(modalStackMachine).start();
    const marker = () => document.querySelector('[data-machine="modal-stack"]');
    /** Sends the step's event to a headless machine and waits for the host to show the same state and stack. */
    const sameAsMachine = async (event: ModalStackEvent) => {
      machine.send(event);
      const { value, context } = machine.getSnapshot();
      await waitFor(() => {
        expect(marker()?.getAttribute('data-machine-state')).toBe(value);
        expect(marker()?.getAttribute('data-modal-stack')).toBe(context.stack.map((entry) => entry.id).join(' '));
      });
    };
    const app = await renderIdentityApp('/#loyalty-signup');
    const loyalty = await screen.findByRole('dialog', { name: 'Join the loyalty program' });
    await sameAsMachine({ type: 'modal.launch', options: { modalId: 'loyalty-signup-modal', event: 'loyalty-signup', styleType: 'small' } });
    await app.user.click(within(loyalty).getByRole('button', { name: 'Sign in to join' }));
    await screen.findByRole('dialog', { name: 'Sign in' });
    await sameAsMachine({ type: 'modal.launch', options: { modalId: 'sign-in-modal', component: 'LoginDialog', title: 'Sign in', styleType: 'small' } });
    await app.user.keyboard('{Escape}');
    await sameAsMachine({ type: 'modal.close', modalId: 'sign-in-modal' });
    expect(machine.getSnapshot().value).toBe('open');
    await app.user.keyboard('{Escape}');
    await sameAsMachine({ type: 'modal.close', modalId: 'loyalty-signup-modal' });
    expect(machine.getSnapshot().value).toBe('empty');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('open modals close on route start', async () => {
    const app = await renderIdentityApp('/#contact-us');
    await screen.findByRole('dialog', { name: 'Contact us' });
    await act(() => app.router.navigate('/cart'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('modal forms: core validation, typed values kept, sent for real', () => {
  it('contact us: missing fields get core’s text and field messages; a complete form is sent and confirmed', async () => {
    const app = await renderIdentityApp('/#contact-us');
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const form = within(dialog);
    await app.user.type(form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await app.user.click(form.getByRole('button', { name: 'Send message' }));
    expect(form.getByRole('alert').textContent).toContain('Invalid parameters passed to submitContactUs');
    expect(form.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: 'Last name' }));
    expect((form.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ada');
    await app.user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await app.user.type(form.getByRole('textbox', { name: 'Reply-to email' }), 'ada@example.com');
    await app.user.selectOptions(form.getByRole('combobox', { name: 'Topic' }), 'ORDER');
    await app.user.type(form.getByRole('textbox', { name: 'Subject' }), 'Where is my parcel?');
    await app.user.click(form.getByRole('button', { name: 'Send message' }));
    expect(form.queryByRole('alert')).toBeNull();
    expect((await form.findByRole('status')).textContent).toContain('Thanks, your message has been sent.');
    expect(form.getByRole('status').textContent).toMatch(/Your reference is MS-\d+/);
    expect((form.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Where is my parcel?');
  });

  it('catalog request: every required address field is named by core’s rule', async () => {
    const app = await renderIdentityApp('/#request-catalog');
    const form = within(await screen.findByRole('dialog', { name: 'Request a catalog' }));
    await app.user.click(form.getByRole('button', { name: 'Request catalog' }));
    expect(form.getByRole('alert').textContent).toContain('Invalid parameters passed to submitCatalogRequest');
    for (const name of ['First name', 'Last name', 'Address line 1', 'City', 'State or region', 'Postal code']) {
      expect(form.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(form.getByRole('textbox', { name: /^Address line 2/ }).getAttribute('aria-invalid')).toBeNull();
  });

  it('email sign-up: the marketing subscription text verbatim when the gender is missing', async () => {
    const app = await renderIdentityApp('/#email-sign-up');
    const form = within(await screen.findByRole('dialog', { name: 'Sign up for emails' }));
    await app.user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await app.user.click(form.getByRole('button', { name: 'Sign up' }));
    expect(form.getByRole('alert').textContent).toContain(MARKETING_SUBSCRIPTION_ERROR);
    expect(form.getByRole('combobox', { name: 'I shop for' }).getAttribute('aria-invalid')).toBe('true');
    await app.user.selectOptions(form.getByRole('combobox', { name: 'I shop for' }), 'female');
    await app.user.click(form.getByRole('checkbox', { name: 'AnthroLiving' }));
    await app.user.click(form.getByRole('button', { name: 'Sign up' }));
    expect((await form.findByRole('status')).textContent).toContain('Thanks, you are signed up for emails.');
  });

  it('order inquiry: a complete lookup opens the order page with customerZipCode, past the access guard', async () => {
    const app = await renderIdentityApp('/#order-inquiry');
    const form = within(await screen.findByRole('dialog', { name: 'Look up an order' }));
    await app.user.type(form.getByRole('textbox', { name: 'Order number' }), 'A1001');
    await app.user.type(form.getByRole('textbox', { name: 'Billing ZIP code' }), '62704');
    await app.user.click(form.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A1001' })).not.toBeNull();
    expect(app.location()).toBe('/order/A1001?customerZipCode=62704');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loyalty sign-up asks a guest to sign in first, on top of it in the stack', async () => {
    const app = await renderIdentityApp('/#loyalty-signup');
    const loyalty = await screen.findByRole('dialog', { name: 'Join the loyalty program' });
    await app.user.click(within(loyalty).getByRole('button', { name: 'Sign in to join' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await app.user.type(within(signIn).getByRole('textbox', { name: 'Email' }), 'roni_cost@example.com');
    await app.user.type(within(signIn).getByLabelText('Password'), 'Vitrine-demo-1');
    await app.user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    await app.user.click(await within(loyalty).findByRole('checkbox', { name: 'I agree to the loyalty program terms.' }));
    await app.user.click(within(loyalty).getByRole('button', { name: 'Join now' }));
    expect((await within(loyalty).findByRole('status')).textContent).toContain('Welcome to the loyalty program! You have 100 points.');
  });
});
