/**
 * The `lang` a catalogue text needs inside a page (decision 0255; WCAG 3.1.2 "Language of Parts"):
 * a product name or description with no translation is served in its source language, and screen
 * readers switch voice only when the element says so.
 *
 * `textLanguage`: ISO 639-1 language of the text as the API reports it ('en'), or undefined when the
 * API did not say; `pageLocale`: the page's BCP 47 locale ('de-DE'). Returns the language to put in
 * `lang` when it differs from the page's ('en' inside a German page), else undefined (no attribute).
 * Case-insensitive. Pure.
 */
export function foreignTextLanguage(textLanguage: string | undefined, pageLocale: string): string | undefined {
  if (!textLanguage) return undefined;
  const pageLanguage = pageLocale.split('-')[0]!.toLowerCase();
  const language = textLanguage.split('-')[0]!.toLowerCase();
  return language === pageLanguage ? undefined : textLanguage;
}
