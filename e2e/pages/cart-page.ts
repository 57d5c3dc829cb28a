import { expect, type Locator, type Page } from '@playwright/test';

/** The cart page at /cart. */
export class CartPage {
  readonly heading: Locator;
  readonly lines: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Cart' });
    // The list's own items: a line may hold a list of its own (its item flags).
    this.lines = page.getByRole('main').getByRole('list', { name: /items in your cart/i }).locator(':scope > li');
  }

  async open(): Promise<void> {
    await this.page.goto('/cart');
    await expect(this.heading).toBeVisible();
  }
}
