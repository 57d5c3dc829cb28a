// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The worker's global scope, as the module sees it: it sets `onmessage` and calls `close`. */
async function loadWorker() {
  const scope = { onmessage: null as ((event: { data: unknown }) => void) | null, close: vi.fn() };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('../../../ui/src/intl-warmup/intl-warmup.worker');
  return scope;
}

describe('the Intl warm-up worker (decision 0468)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('makes a formatter of each kind for the locale it is sent, then closes itself', async () => {
    const scope = await loadWorker();
    const made: string[] = [];
    const NumberFormat = Intl.NumberFormat;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale: string, options?: Intl.NumberFormatOptions) {
      made.push(`${locale} ${options?.style}`);
      return new NumberFormat(locale, options);
    } as unknown as typeof Intl.NumberFormat);
    scope.onmessage!({ data: 'de-DE' });
    expect(made).toEqual(['de-DE currency', 'de-DE unit']);
    expect(scope.close).toHaveBeenCalledTimes(1);
  });

  it('skips a kind that throws (an invalid locale) and still closes, and falls back to en-US without a locale', async () => {
    const scope = await loadWorker();
    expect(() => scope.onmessage!({ data: 'not a locale!' })).not.toThrow();
    expect(scope.close).toHaveBeenCalledTimes(1);
    const locales: string[] = [];
    const PluralRules = Intl.PluralRules;
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locale: string) {
      locales.push(locale);
      return new PluralRules(locale);
    } as unknown as typeof Intl.PluralRules);
    scope.onmessage!({ data: undefined });
    expect(locales).toEqual(['en-US']);
  });
});
