import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CookieJar, Logger, WishlistGateway } from '@vitrine/core';
import { InMemoryCookieJar, InMemoryWishlists, MemoryLogger } from '@vitrine/adapters/in-memory';
import { HeartButton } from '../../../ui/src/components/heart-button';
import { ServicesProvider } from '../../../ui/src/shared/service-context';
import { createServices, provide, valuesModule } from '../../../ui/src/di/container';
import { aProduct } from '../../mothers/product.mother';

const product = aProduct();

function renderHearts(wishlists: WishlistGateway, productIds: readonly string[]) {
  const logger = new MemoryLogger();
  const services = createServices(valuesModule([provide(WishlistGateway, wishlists), provide(CookieJar, new InMemoryCookieJar()), provide(Logger, logger)]));
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        {productIds.map((productId, index) => (
          <section key={index} aria-label={`Place ${index + 1}`}>
            <HeartButton productId={productId} productName={product.displayName} />
          </section>
        ))}
      </ServicesProvider>
    </I18nProvider>,
  );
  return { logger };
}

const heartIn = (place: number) => within(screen.getByRole('region', { name: `Place ${place}` })).getByRole('button', { name: 'Add to favorites' });

describe('HeartButton (shopping.md §3 canHeart; decision 0221)', () => {
  it('shows a product already on the favorites as pressed', async () => {
    const wishlists = new InMemoryWishlists([product], () => 'guest-1');
    const [list] = await wishlists.getWishlists();
    await wishlists.addItem({ wishlistId: list!.id, productId: product.productId, skuId: null, quantity: 1 });
    renderHearts(wishlists, [product.productId]);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to favorites' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('presses every heart of the product on a click and says so; a second click releases them', async () => {
    const user = userEvent.setup();
    renderHearts(new InMemoryWishlists([product], () => 'guest-1'), [product.productId, product.productId]);
    const [first, second] = screen.getAllByRole('button', { name: 'Add to favorites' });
    expect(first!.getAttribute('aria-pressed')).toBe('false');

    await user.click(first!);

    await waitFor(() => expect(second!.getAttribute('aria-pressed')).toBe('true'));
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(`${product.displayName} was added to your favorites.`);

    await user.click(second!);

    await waitFor(() => expect(first!.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getAllByRole('status')[1]!.textContent).toBe(`${product.displayName} was removed from your favorites.`);
  });

  it('keeps a refused heart unpressed, says to try again and logs the code', async () => {
    const user = userEvent.setup();
    const { logger } = renderHearts(new InMemoryWishlists([product], () => 'guest-1'), ['NOT-IN-CATALOGUE']);

    await user.click(heartIn(1));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Favorites could not be updated. Please try again.'));
    expect(heartIn(1).getAttribute('aria-pressed')).toBe('false');
    expect(logger.entries.find((e) => e.message === 'Heart refused')?.context).toMatchObject({ code: 'WISHLIST.INVALID_REQUEST' });
  });
});
