import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { sanitizeContentHtml } from '../../components/sanitized-html';
import { PageTitle } from '../../shared/page-title';
import type { HelpData } from './help.loader';
import styles from './help.module.css';

/**
 * A help page (decision 0213): breadcrumbs, h1 = the entry's title, and the body — the rendered
 * markdown sanitised with DOMPurify (on the server as in the browser), or, when the markdown could
 * not be parsed, the raw text as text. `lang` marks an English fallback on another language's site.
 */
export function HelpPage() {
  const page = useLoaderData() as HelpData;
  const { t } = useLingui();
  const clean = useMemo(() => (page.raw ? '' : sanitizeContentHtml(page.html)), [page.html, page.raw]);
  return (
    <article className={`page ${styles.page}`} lang={page.language}>
      <PageTitle page={page.title} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Help` }, { label: page.title }]} />
      <h1 className={styles.title}>{page.title}</h1>
      {page.raw ? <p className={styles.raw}>{page.html}</p> : <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />}
    </article>
  );
}
