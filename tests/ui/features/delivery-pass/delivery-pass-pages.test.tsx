import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { domainError, err, ok, type DeliveryPassGateway } from '@vitrine/core';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** /delivery-pass-enrollment and /delivery-pass-details (shell-and-account.md §2, §6; decision 0261). */

const config = aSiteConfiguration({
  countries: [
    { countryCode: 'US', name: 'United States', isShipping: true, isBilling: true },
    { countryCode: 'CA', name: 'Canada', isShipping: true, isBilling: true },
  ],
  deliveryPassMembership: { billingCountries: ['US', 'CA'], annualFee: { amount: 4900, currency: 'USD' } },
});
const failing: DeliveryPassGateway = {
  get: async () => ok(null),
  enroll: async () => err(domainError('DELIVERY_PASS.UNAVAILABLE', 'Internal error', { status: 500 })),
};

describe('the delivery pass pages', () => {
  it('enrolls with a billing country and the terms, then shows the pass with its dates, fee and benefits', async () => {
    const app = await renderIdentityApp('/delivery-pass-enrollment', { signedInAs: SARAH.email, config });
    expect(await screen.findByRole('heading', { name: 'Join the delivery pass', level: 1 })).not.toBeNull();
    expect(screen.getByText(/One yearly fee of \$49\.00/)).not.toBeNull();
    const form = screen.getByRole('form', { name: 'Join the delivery pass' });
    await app.user.selectOptions(within(form).getByRole('combobox', { name: 'Billing country' }), 'CA');
    await app.user.click(within(form).getByRole('checkbox', { name: /I accept the delivery pass terms/ }));
    await app.user.click(within(form).getByRole('button', { name: 'Join the delivery pass' }));
    expect(await screen.findByRole('heading', { name: 'Your delivery pass', level: 1 })).not.toBeNull();
    expect(app.location()).toBe('/delivery-pass-details');
    expect(await screen.findByText('Active')).not.toBeNull();
    expect(screen.getByText('November 22, 2026')).not.toBeNull();
    expect(screen.getByText('November 22, 2027')).not.toBeNull();
    expect(screen.getByText('Canada')).not.toBeNull();
    expect(screen.getByText('$49.00')).not.toBeNull();
    expect(within(screen.getByRole('list', { name: 'Your benefits' })).getAllByRole('listitem').map((li) => li.textContent)).toContain('Free standard shipping on every order');
    expect((await app.profiles.getProfile()).deliveryPassMember).toBe(true);
  });

  it('unaccepted terms are an alert on the field and keep the chosen country', async () => {
    const app = await renderIdentityApp('/delivery-pass-enrollment', { signedInAs: SARAH.email, config });
    const country = await screen.findByRole('combobox', { name: 'Billing country' });
    await app.user.selectOptions(country, 'CA');
    await app.user.click(screen.getByRole('button', { name: 'Join the delivery pass' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the highlighted fields.');
    expect(screen.getByText('Accept the terms to join.')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: /I accept/ }).getAttribute('aria-invalid')).toBe('true');
    expect((country as HTMLSelectElement).value).toBe('CA');
    expect(app.location()).toBe('/delivery-pass-enrollment');
  });

  it('a server failure is an alert and keeps the form as it was', async () => {
    const app = await renderIdentityApp('/delivery-pass-enrollment', { signedInAs: SARAH.email, config, replace: { deliveryPass: failing } });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Billing country' }), 'CA');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await app.user.click(screen.getByRole('button', { name: 'Join the delivery pass' }));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't enroll you just now. Nothing was charged; please try again.");
    expect((screen.getByRole('combobox', { name: 'Billing country' }) as HTMLSelectElement).value).toBe('CA');
    expect((screen.getByRole('checkbox', { name: /I accept/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a customer without a pass is invited to enroll on the details page', async () => {
    await renderIdentityApp('/delivery-pass-details', { signedInAs: SARAH.email, config });
    expect(await screen.findByText("You don't have a delivery pass yet. Members get:")).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Join the delivery pass' }).getAttribute('href')).toBe('/delivery-pass-enrollment');
  });

  it('a guest opening the enrollment is asked to sign in', async () => {
    await renderIdentityApp('/delivery-pass-enrollment', { config });
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Join the delivery pass', level: 1 })).toBeNull();
  });
});
