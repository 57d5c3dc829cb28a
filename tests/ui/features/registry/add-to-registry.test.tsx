import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resolveSelection, type Product } from '@vitrine/core';
import AddToRegistry from '../../../../ui/src/features/registry/add-to-registry';
import { ServicesProvider } from '../../../../ui/src/shared/service-context';
import { SiteProvider } from '../../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration } from '../../../mothers/index';
import { REGISTRY_PRODUCT, renderRegistryApp, sarahsRegistry } from './registry-app';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

/** Renders the product page's "Add to registry" for `product` with size M chosen, over the services of a registry app. */
async function renderButton(product: Product, signedIn: boolean) {
  const app = await renderRegistryApp('/registry/search', { registries: [sarahsRegistry({ items: [] })], signedIn });
  app.unmount();
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  const selection = resolveSelection(REGISTRY_PRODUCT, { color: 'BLK', size: 'M' });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={app.services}>
        <SiteProvider site={aSite()} config={aSiteConfiguration()}>
          <MemoryRouter>
            <AddToRegistry product={product} selection={selection} />
          </MemoryRouter>
        </SiteProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { ...app, user: userEvent.setup() };
}

describe('Add to registry on the product page (shopping.md §4, §5; decision 0230)', () => {
  it('a signed-in owner adds the chosen SKU; a status says "Added to registry"', async () => {
    const app = await renderButton(REGISTRY_PRODUCT, true);
    await app.user.click(await screen.findByRole('button', { name: 'Add to registry' }));
    expect((await screen.findByRole('status')).textContent).toContain('Added to registry');
    expect(app.registry.all[0]!.items).toEqual([expect.objectContaining({ sku: 'SKU-M', productId: 'P-1', requestedQuantity: 1 })]);
  });

  it("bad parameters are refused with 'Invalid parameters passed to addToRegistry' and nothing is added", async () => {
    const app = await renderButton({ ...REGISTRY_PRODUCT, productId: '' }, true);
    await app.user.click(await screen.findByRole('button', { name: 'Add to registry' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid parameters passed to addToRegistry');
    expect(app.registry.all[0]!.items).toEqual([]);
  });

  it('shows nothing to a guest', async () => {
    await renderButton(REGISTRY_PRODUCT, false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Add to registry' })).toBeNull();
  });
});
