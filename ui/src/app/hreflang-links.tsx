import { sitesOf } from '@vitrine/core';
import { basenameOf } from '../shared/url';
import { useOrigin, useSite } from '../shared/site-context';

/**
 * The hreflang alternates of an indexable page (shell-and-account.md §9 SEO across sites; decision
 * 0342): one `<link rel="alternate">` per site of the brand with the same path under that site's
 * context path (`?page=` kept), plus `x-default` on the en-US site. Hoisted into <head> by React 19,
 * so they are in the server-rendered HTML.
 */
export function HreflangLinks({ pathname, query }: { pathname: string; query: string }) {
  const origin = useOrigin();
  const site = useSite();
  const sites = sitesOf(site.brand);
  const hrefOf = (contextPath: string) => `${origin}${basenameOf(contextPath)}${pathname}${query}`;
  const fallback = sites.find((s) => s.locale === 'en-US') ?? sites[0]!;
  return (
    <>
      {sites.map((s) => (
        <link key={s.contextPath} rel="alternate" hrefLang={s.locale} href={hrefOf(s.contextPath)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={hrefOf(fallback.contextPath)} />
    </>
  );
}
