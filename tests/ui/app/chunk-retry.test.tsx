import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Logger } from '@vitrine/core';
import { retryingImport } from '../../../ui/src/app/chunk-retry';
import { RouteError } from '../../../ui/src/app/route-error';
import type { Services } from '../../../ui/src/shared/services';
import { SiteProvider } from '../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration } from '../../mothers/index';

/** A route chunk that fails is retried twice, then shows the chunk-load message (shell-and-account.md §8; decision 0441). */

function servicesWith(logger: Logger | null): Services {
  return {
    get: <T,>() => logger as T,
    has: () => logger !== null,
  };
}

function Page() {
  return <h1>Loaded page</h1>;
}

function renderLazy(load: () => Promise<{ default?: typeof Page }>, services: Services) {
  const importRoute = retryingImport(services, load);
  const router = createMemoryRouter([{ path: '/', HydrateFallback: () => null, errorElement: <RouteError />, lazy: async () => ({ Component: (await importRoute()).default }) }]);
  render(
    <I18nProvider i18n={i18n}>
      <SiteProvider site={aSite()} config={aSiteConfiguration()}>
        <RouterProvider router={router} />
      </SiteProvider>
    </I18nProvider>,
  );
}

const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('route chunks', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads a chunk that fails twice on its third attempt', async () => {
    let calls = 0;
    renderLazy(async () => {
      calls += 1;
      if (calls <= 2) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
      return { default: Page };
    }, servicesWith(logger()));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('shows the chunk-load message with "Reload the page" after three failures, and reports it', async () => {
    const log = logger();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js')), servicesWith(log));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Part of the page did not download.');
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`This page could not be loaded | ${aSiteConfiguration().siteName}`));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledWith('Chunk load failed', expect.objectContaining({ kind: 'script', attempts: 3 }));
  });

  it('reports a stylesheet failure and a missing module (no Logger bound: the console)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazy(() => Promise.reject(new Error('Unable to preload CSS for /assets/page.css')), servicesWith(logger()));
    expect((await screen.findByRole('alert')).getAttribute('data-chunk-failure')).toBe('stylesheet');
    document.body.innerHTML = '';
    renderLazy(async () => ({}), servicesWith(null));
    expect((await screen.findByRole('alert')).getAttribute('data-chunk-failure')).toBe('missing-module');
    expect(consoleError).toHaveBeenCalledWith('Chunk load failed', expect.objectContaining({ kind: 'missing-module', attempts: 3 }));
  });
});
