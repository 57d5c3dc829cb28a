import { expect, type Locator, type Page } from '@playwright/test';
import { HeaderPart } from './header';

/** A product detail page (PDP) at /shop/{slug}. */
export class ProductPage {
  readonly header: HeaderPart;
  readonly heading: Locator;
  readonly colors: Locator;
  readonly fits: Locator;
  readonly sizes: Locator;
  readonly quantity: Locator;
  readonly addToCart: Locator;

  constructor(readonly page: Page) {
    this.header = new HeaderPart(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.colors = page.getByRole('radiogroup', { name: 'Color' });
    this.fits = page.getByRole('radiogroup', { name: 'Fit' });
    this.sizes = page.getByRole('radiogroup', { name: 'Size' });
    this.quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    this.addToCart = page.getByRole('button', { name: 'Add to cart' });
  }

  async open(slug: string, query = ''): Promise<void> {
    await this.page.goto(`/shop/${slug}${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** Picks a size by its visible name. */
  async pickSize(size: string): Promise<void> {
    await this.sizes.getByRole('radio', { name: size, exact: true }).check();
  }

  /** Sets the quantity and adds to cart, waiting for the confirmation. */
  async add(quantity: number): Promise<void> {
    await this.quantity.fill(String(quantity));
    await this.addToCart.click();
    await expect(this.page.getByRole('status').filter({ hasText: /added to your cart/i })).toBeVisible();
  }
}
