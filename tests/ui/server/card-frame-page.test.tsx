import { describe, expect, it } from 'vitest';
import { renderCardFramePage } from '../../../ui/src/server/card-frame-page';
import type { ViteManifest } from '../../../ui/src/server/assets';

/** GET /card-frame as the server renders it (decisions 0460, 0436): the whole card, or a saved card's security code only. */

const MANIFEST = { 'src/card-frame/card-frame.entry.ts': { file: 'assets/card-frame-abc123.js' } } as unknown as ViteManifest;

/** The page's HTML parsed into a document. */
async function frameDocument(query: string): Promise<Document> {
  const response = await renderCardFramePage(new URL(`http://shop.test/card-frame?${query}`), MANIFEST, 'n0nce');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

describe('the card frame page', () => {
  it('without a mode holds the whole card, with the frame entry as its only script', async () => {
    const doc = await frameDocument('locale=en-US');
    expect(doc.title).toBe('Card details');
    expect([...doc.querySelectorAll('input')].map((input) => input.name)).toEqual(['ccname', 'cardnumber', 'cc-exp', 'cvc']);
    expect([...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/assets/card-frame-abc123.js']);
  });

  it('in security-code mode holds only the code, hinted for the brand, in the asked locale (decision 0436)', async () => {
    const amex = await frameDocument('locale=fr-CA&mode=security-code&brand=AMEX');
    expect(amex.documentElement.lang).toBe('fr-CA');
    expect([...amex.querySelectorAll('input')].map((input) => input.name)).toEqual(['cvc']);
    const form = amex.getElementById('card-frame')!;
    expect([form.dataset['mode'], form.dataset['cardType']]).toEqual(['security-code', 'AMEX']);
    expect(amex.getElementById('cvc-hint')?.textContent).not.toBe('');
    const visa = await frameDocument('locale=en-US&mode=security-code&brand=VISA');
    expect(visa.title).toBe('Security code');
    expect(visa.getElementById('cvc-hint')?.textContent).toBe('3 digits on the back of the card.');
    expect(amex.getElementById('cvc-hint')?.textContent).not.toBe(visa.getElementById('cvc-hint')?.textContent);
  });

  it('keeps only a type code of capital letters as the brand', async () => {
    const doc = await frameDocument('locale=en-US&mode=security-code&brand=%22%3E%3Cscript%3E');
    expect(doc.getElementById('card-frame')!.dataset['cardType']).toBe('');
    expect(doc.getElementById('cvc-hint')?.textContent).toBe('3 digits on the back of the card.');
    expect(doc.querySelectorAll('script[src]')).toHaveLength(1);
  });
});
