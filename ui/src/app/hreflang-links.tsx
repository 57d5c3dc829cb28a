import { sitesOf } from '@vitrine/core';
import { basenameOf } from '../shared/url';
import { useOrigin, useSite } from '../shared/site-context';

/**
 * The hreflang alternates of an indexable page (shell-and-account.md §9 SEO across sites; decision
 * 0342): one `<link rel="alternate">` per site of the brand with the same path under that site's
 * context path (`?page=` kept), plus `x-default` on the en-US site (else the first listed). A page
 * served on some sites only (a sub-brand's home, decision 0344) passes `siteIds`: the alternates
 * list those sites alone, never a path that is a 404 elsewhere. Hoisted into <head> by React 19, so
 * they are in the server-rendered HTML.
 */
export function HreflangLinks({ pathname, query, siteIds }: { pathname: string; query: string; siteIds?: readonly string[] | undefined }) {
  const origin = useOrigin();
  const site = useSite();
  const sites = sitesOf(site.brand).filter((s) => !siteIds || siteIds.includes(s.siteId));
  if (sites.length === 0) return null;
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
