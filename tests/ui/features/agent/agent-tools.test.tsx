import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTING_FOR_COOKIE, domainError, err, ok, type AgentGateway } from '@vitrine/core';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** /agent/customers and the acting banner (shell-and-account.md §1, §6; decisions 0370-0373). */

const AGENT = 'agent@vitrine.test';
const actingForSarah = { [ACTING_FOR_COOKIE]: JSON.stringify({ customerId: 'cust-sarah', firstName: 'Sarah', lastName: 'Johnson' }) };

describe('the agent page', () => {
  it('finds a customer by e-mail, lists them with a Start session button, starts the session and opens the cart', async () => {
    const app = await renderIdentityApp('/agent/customers', { signedInAs: AGENT });
    expect(await screen.findByRole('heading', { name: 'Find a customer', level: 1 })).not.toBeNull();
    expect(await screen.findByText('No actions yet.')).not.toBeNull();
    const form = screen.getByRole('search', { name: 'Customer search' });
    await app.user.type(within(form).getByRole('searchbox', { name: 'Email, name or phone' }), 'SARAH.J');
    await app.user.click(within(form).getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Customers found' });
    const row = within(table).getByRole('row', { name: /Sarah Johnson/ });
    expect(within(row).getByRole('cell', { name: SARAH.email })).not.toBeNull();
    // The search is in the audit log.
    const audit = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(audit).getByText('Customer search')).not.toBeNull();
    expect(within(audit).getByText('“SARAH.J”: 1 found')).not.toBeNull();

    await app.user.click(within(row).getByRole('button', { name: 'Start session for Sarah Johnson' }));
    await vi.waitFor(() => expect(app.loadedPages).toEqual(['/cart']));
    expect(app.cookies.get(ACTING_FOR_COOKIE)).toContain('Sarah');
    expect(await app.agent.currentSession()).toMatchObject({ ok: true, value: { customer: { email: SARAH.email } } });
  });

  it('refuses a too short search without a call, and says when nobody matches', async () => {
    const app = await renderIdentityApp('/agent/customers', { signedInAs: AGENT });
    const field = await screen.findByRole('searchbox', { name: 'Email, name or phone' });
    await app.user.type(field, ' s ');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter at least 2 characters of an email, name or phone number.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await app.user.clear(field);
    await app.user.type(field, 'zzzz');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No customer matches “zzzz”.')).not.toBeNull();
  });

  it('a failed start is an alert and no page loads', async () => {
    const failing: AgentGateway = {
      searchCustomers: async () => ok([{ customerId: 'cust-sarah', firstName: 'Sarah', lastName: 'Johnson', email: SARAH.email, phone: '5551234567' }]),
      startSession: async () => err(domainError('AGENT.UNAVAILABLE', 'Internal error')),
      currentSession: async () => ok(null),
      endSession: async () => ok(null),
      audit: async () => err(domainError('AGENT.UNAVAILABLE', 'Internal error')),
    };
    const app = await renderIdentityApp('/agent/customers', { signedInAs: AGENT, replace: { agent: failing } });
    expect(await screen.findByText("We couldn't load your recent actions just now.")).not.toBeNull();
    await app.user.type(await screen.findByRole('searchbox', { name: 'Email, name or phone' }), 'sarah');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: '5551234567' })).not.toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Start session for Sarah Johnson' }));
    expect((await screen.findByText('Something went wrong. Please try again.')).getAttribute('role')).toBe('alert');
    expect(app.loadedPages).toEqual([]);
  });

  it("the agent's account menu leads to the page", async () => {
    const app = await renderIdentityApp('/', { signedInAs: AGENT });
    await app.user.click(await screen.findByRole('button', { name: 'Account' }));
    await app.user.click(screen.getByRole('link', { name: 'Find a customer' }));
    expect(await screen.findByRole('heading', { name: 'Find a customer', level: 1 })).not.toBeNull();
    expect(app.location()).toBe('/agent/customers');
  });

  it('a customer cannot use the page', async () => {
    await renderIdentityApp('/agent/customers', { signedInAs: SARAH.email });
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for call-centre agents only.');
    expect(screen.queryByRole('search', { name: 'Customer search' })).toBeNull();
  });
});

describe('the acting banner', () => {
  it('names the customer on every page while acting, and ending the session opens the agent page', async () => {
    const app = await renderIdentityApp('/', { signedInAs: AGENT, cookies: actingForSarah });
    await app.agent.startSession('cust-sarah');
    const banner = await screen.findByRole('region', { name: 'Call-centre session' });
    expect(within(banner).getByText('Acting for Sarah Johnson')).not.toBeNull();
    await app.user.click(within(banner).getByRole('button', { name: 'End session' }));
    await vi.waitFor(() => expect(app.loadedPages).toEqual(['/agent/customers']));
    expect(await app.agent.currentSession()).toEqual({ ok: true, value: null });
    const audit = await app.agent.audit();
    expect(audit.ok && audit.value.map((e) => e.action)).toEqual(['SESSION_END', 'SESSION_START']);
  });

  it('is not shown without the cookie, nor to a customer holding a stale one', async () => {
    await renderIdentityApp('/', { signedInAs: SARAH.email, cookies: actingForSarah });
    expect(await screen.findByRole('main')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Call-centre session' })).toBeNull();
  });

  it('keeps the slim header with the notice on the order confirmation while acting; a shopper gets the full header there', async () => {
    const { unmount } = await renderIdentityApp('/checkout/confirmation?orderNumber=VT-2026-001000', { signedInAs: AGENT, cookies: actingForSarah });
    expect((await screen.findByTestId('call-center-notice')).textContent).toBe('Call Center Checkout');
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
    unmount();
    await renderIdentityApp('/checkout/confirmation?orderNumber=VT-2026-001000', { signedInAs: SARAH.email });
    expect(await screen.findByRole('combobox', { name: 'Search' })).not.toBeNull();
    expect(screen.queryByTestId('call-center-notice')).toBeNull();
  });
});
