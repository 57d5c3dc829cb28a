import type { ReactNode } from 'react';

/** The favicon (the same as index.html's). */
export const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%237a4b2a'/%3E%3Ctext x='16' y='22' font-size='18' text-anchor='middle' fill='white' font-family='Georgia'%3EV%3C/text%3E%3C/svg%3E";

/** Props of {@link Document}. */
export interface DocumentProps {
  /** The site's locale, for `<html lang>` ('en-US'). */
  readonly lang: string;
  /** The brand code, for `<html data-brand>`. */
  readonly brand: string;
  /**
   * The server's page resources (the inlined stylesheets, decision 0281), hoisted into <head> by
   * React. The browser passes nothing: the slot is there on both sides so the tree, and with it
   * every `useId`, is the same when the browser hydrates.
   */
  readonly resources?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The whole HTML document of a server-rendered page (decision 0150): rendered by the server with
 * `renderToPipeableStream` and hydrated by the browser with `hydrateRoot(document, …)`, so React
 * 19 hoists the pages' `<title>`, `<meta>`, `<link>` and `<style>` into this `<head>`. The server's
 * `resources` sit in a slot of their own before the app, empty in the browser, so the tree is the
 * same on both sides.
 */
export function Document({ lang, brand, resources, children }: DocumentProps) {
  return (
    <html lang={lang} data-brand={brand}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href={FAVICON} />
      </head>
      <body>
        <div id="root">
          {resources}
          {children}
        </div>
      </body>
    </html>
  );
}
