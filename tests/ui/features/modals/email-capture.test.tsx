import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const capturing = aSiteConfiguration({ features: { siteSelect: true, emailCapture: true } });

/** Visits `paths` one after the other, letting each page settle. */
async function visit(app: Awaited<ReturnType<typeof renderIdentityApp>>, paths: readonly string[]) {
  for (const path of paths) {
    await act(() => app.router.navigate(path));
    await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
    await act(async () => undefined);
  }
}

describe('the email-capture modal (shell-and-account.md §4 "Email-capture modal")', () => {
  it('launches #email-sign-up’s modal on the third page visit and sets the opt-in cookie', async () => {
    const app = await renderIdentityApp('/', { config: capturing });
    await screen.findAllByRole('banner');
    // The session layer (decision 0170) loads after the first paint and counts the first page then.
    await waitFor(() => expect(app.cookies.get('vitrine_page_visits')).toBe('1'));
    await visit(app, ['/cart']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await visit(app, ['/search?q=hoodie']);
    const dialog = await screen.findByRole('dialog', { name: 'Sign up for emails' });
    expect(dialog.id).toBe('email-sign-up-modal');
    expect(app.cookies.get('vitrine_page_visits')).toBe('3');
    expect(app.cookies.get('vitrine_email_opt_in')).toBe('true');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await visit(app, ['/wishlist']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a query-only change is not a visit; signed-in shoppers and sites without the feature never see it', async () => {
    const app = await renderIdentityApp('/', { config: capturing, signedInAs: SARAH.email });
    await screen.findAllByRole('banner');
    await visit(app, ['/cart', '/wishlist', '/search?q=a']);
    expect(screen.queryByRole('dialog')).toBeNull();
    app.unmount();

    const off = await renderIdentityApp('/');
    await screen.findAllByRole('banner');
    await visit(off, ['/cart', '/cart?x=1', '/wishlist', '/search?q=a']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(off.cookies.get('vitrine_page_visits')).toBe('4');
  });
});
