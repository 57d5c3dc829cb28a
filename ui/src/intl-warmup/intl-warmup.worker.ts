/**
 * The Intl warm-up worker (decision 0468). The first Intl formatter of a kind in a renderer
 * process loads ICU's locale data: 50-300 ms on the machines we measure on, a long task
 * wherever it falls on the main thread (while hydrating, it is one of React's slices). ICU keeps
 * that data per process, so this worker makes one formatter of each kind the storefront uses, off
 * the main thread, while the page's scripts download; the main thread then makes its own
 * formatters in well under a millisecond.
 *
 * Message in: the page's locale (a BCP 47 tag such as 'de-DE'). Nothing is sent back; the worker
 * closes itself when done. An unknown locale or a missing Intl kind is skipped, never thrown.
 * Started by the server-rendered page's boot script (ui/src/server/assets.tsx, bootScript).
 */
const warmups: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1),
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(1),
  (locale) => new Intl.PluralRules(locale).select(1),
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0),
  (locale) => new Intl.DisplayNames([locale], { type: 'region' }).of('US'),
  (locale) => new Intl.DisplayNames([locale], { type: 'language' }).of('en'),
  (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(['a', 'b']),
  (locale) => new Intl.Collator(locale).compare('a', 'b'),
];

self.onmessage = (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === 'string' && event.data !== '' ? event.data : 'en-US';
  for (const warm of warmups) {
    try {
      warm(locale);
    } catch {
      // A locale or kind this browser lacks: the page makes do without the warm-up.
    }
  }
  self.close();
};

// A module (the boot script starts it as a module worker), with nothing to export.
export {};
