import { useSiteConfig } from './site-context';

/**
 * The document title of a page, hoisted into <head> by React 19 on the server and in the browser:
 * "{page} | {site name}", or the site name alone without `page` (loading frames). Every page, and the
 * loading frame of a session route that the server renders without data (decision 0152), has one,
 * so the document is never without a title.
 */
export function PageTitle({ page }: { page?: string }) {
  const { siteName } = useSiteConfig();
  return <title>{page ? `${page} | ${siteName}` : siteName}</title>;
}
