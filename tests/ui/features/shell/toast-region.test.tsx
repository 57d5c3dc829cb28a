import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOAST_KEYS } from '@vitrine/core';
import { ToastRegion } from '../../../../ui/src/features/shell/toast-region';
import { ServicesProvider } from '../../../../ui/src/shared/service-context';
import type { Services } from '../../../../ui/src/shared/services';
import { toastsOf } from '../../../../ui/src/shared/toasts';

function renderRegion() {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  const services = { get: () => undefined, has: () => false } as unknown as Services;
  const router = createMemoryRouter([{ path: '*', element: <ToastRegion /> }], { initialEntries: ['/'] });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { store: toastsOf(services), router, region: screen.getByRole('region', { name: 'Notifications' }) };
}

describe('ToastRegion (shell-and-account.md §2, §4; decision 0200)', () => {
  it('announces errors in the alert region and affirmative toasts in the status region, translating keys', async () => {
    const { store, region } = renderRegion();
    act(() => store.show({ messageKey: TOAST_KEYS.loyaltyExistingMember }));
    act(() => store.show({ message: 'Address saved', messageType: 'affirmative' }));
    // The toast items load with the first toast (decision 0200).
    expect((await within(region).findByRole('alert')).textContent).toContain('You are already a member of our loyalty program.');
    expect(await within(region.querySelector<HTMLElement>('[aria-live="polite"]')!).findByText('Address saved')).toBeTruthy();
  });

  it('the 500 toast closes with its button', async () => {
    const { store, region } = renderRegion();
    act(() => store.showServerError());
    expect(await within(region).findByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByText(/Something went wrong/)).toBeNull();
  });

  it('route start clears toasts; a hash change does not', async () => {
    const { store, router, region } = renderRegion();
    act(() => store.show({ message: 'Kept', dismissible: true }));
    expect(await within(region).findByText('Kept')).toBeTruthy();
    await act(() => router.navigate('/#contact-us'));
    expect(within(region).getByText('Kept')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    await act(() => router.navigate('/cart'));
    expect(within(region).queryByText('Kept')).toBeNull();
  });
});
