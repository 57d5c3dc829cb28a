import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { checkedLocales } from '../../../scripts/i18n-completeness';
import linguiConfig from '../../../ui/lingui.config';

/** The development pseudo-locale (decision 0352): accented, lengthened source texts, placeholders kept. */
describe('en-XA pseudo-locale', () => {
  it('is the configured pseudo-locale and is not checked for completeness like a shipped locale', () => {
    expect(linguiConfig.pseudoLocale).toBe('en-XA');
    expect(linguiConfig.locales).toContain('en-XA');
    expect(checkedLocales()).not.toContain('en-XA');
  });

  it('compiles every source text into a visibly different one, keeping its placeholders', async () => {
    // Through the Lingui Vite plugin, as the dev server loads it (a variable path: .po files have no type declarations).
    const catalog = '../../../ui/src/i18n/locales/en-XA/messages.po';
    const { messages } = (await import(/* @vite-ignore */ catalog)) as { messages: Messages };
    const i18n = setupI18n({ locale: 'en-XA', messages: { 'en-XA': messages } });
    const addToCart = i18n._({ id: generateMessageId('Add to cart'), message: 'Add to cart' });
    expect(addToCart).not.toBe('Add to cart');
    expect(addToCart).toMatch(/[\u00C0-\u024F]/);
    const removed = i18n._({ id: generateMessageId('{name} was saved.'), message: '{name} was saved.', values: { name: 'Home' } });
    expect(removed).toContain('Home');
    expect(removed).not.toBe('Home was saved.');
  });
});
