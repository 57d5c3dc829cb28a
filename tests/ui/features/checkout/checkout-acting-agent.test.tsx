import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT, renderCheckoutApp, SARAH } from './checkout-app';

/**
 * An agent acting for a customer (decisions 0371, 0443): the checkout's customer step starts for the
 * acting customer's e-mail without asking; a refusal shows the form with that e-mail filled in.
 */

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('call-centre checkout while acting for a customer', { timeout: 60_000 }, () => {
  it('starts the checkout for the acting customer without asking for the e-mail', async () => {
    const app = await renderCheckoutApp('/checkout', { signedInAs: AGENT.email, actingFor: { customerId: SARAH.profileId, firstName: SARAH.firstName, lastName: SARAH.lastName, email: SARAH.email } });
    await heading('Shipping address');
    expect(screen.getByText(`Checking out for Sarah Johnson (${SARAH.email})`)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Customer email' })).toBeNull();
    expect(app.location()).toBe('/checkout/shipping-address');
  });

  it('shows the form with the e-mail filled in when that customer is refused', async () => {
    await renderCheckoutApp('/checkout', { signedInAs: AGENT.email, actingFor: { customerId: 'gone', firstName: 'Gone', lastName: 'Away', email: 'gone.away@example.com' } });
    const field = await screen.findByRole('textbox', { name: 'Customer email' }, { timeout: 10_000 });
    expect((field as HTMLInputElement).value).toBe('gone.away@example.com');
    expect(screen.getByText('Starting the checkout for Gone Away (gone.away@example.com).').getAttribute('role')).toBe('status');
    expect(await screen.findByText("We couldn't find a customer with that email address.")).toBeTruthy();
  });

  it('still asks for the e-mail when the acting cookie has none (an older cookie)', async () => {
    await renderCheckoutApp('/checkout', { signedInAs: AGENT.email, actingFor: { customerId: SARAH.profileId, firstName: SARAH.firstName, lastName: SARAH.lastName } });
    await heading('Check out for a customer');
    expect(screen.getByRole('textbox', { name: 'Customer email' })).toBeTruthy();
  });
});
