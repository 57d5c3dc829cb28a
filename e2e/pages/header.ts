import type { Locator, Page } from '@playwright/test';

/** The page header as a shopper sees it (banner landmark). */
export class HeaderPart {
  readonly banner: Locator;
  readonly mainNav: Locator;
  readonly search: Locator;
  readonly cartLink: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.mainNav = this.banner.getByRole('navigation', { name: 'Main' });
    this.search = this.banner.getByRole('combobox', { name: 'Search' });
    this.cartLink = this.banner.getByRole('link', { name: /^Cart/ });
    this.menuButton = this.banner.getByRole('button', { name: 'Menu' });
  }

  /** The count in the cart link's name ('Cart, 3 items' → 3), or 0 when the link is just 'Cart'. */
  async cartCountText(): Promise<string> {
    return (await this.cartLink.getAttribute('aria-label')) ?? (await this.cartLink.innerText());
  }
}
