import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Form, Link, useLoaderData } from 'react-router-dom';
import { registryPath, REGISTRY_SEARCH_PAGE_SIZE } from '@vitrine/core';
import { PageTitle } from '../../shared/page-title';
import { useSite } from '../../shared/site-context';
import { TextField } from '../../components/forms/form-field';
import { Pagination } from '../../components/pagination';
import { RegistryAlert } from './registry-alert';
import type { RegistrySearchData } from './registry-search.loader';
import { useEventDate, useRegistryText } from './registry-text';
import styles from './registry.module.css';

/** The twelve month names of the site's locale, for the optional month filter. */
function useMonthNames(): string[] {
  const { locale } = useSite();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [locale]);
}

/**
 * /registry/search, "Find a registry" (shopping.md §2, §7 "Registry" search, §9): a GET form with
 * the owner's first and last name and an optional month and year of the event; results as a list,
 * one link per registry to /registry/listing?registryId=, 20 a page. The form keeps what was typed.
 */
export function RegistrySearchPage() {
  const { t } = useLingui();
  const { query, result } = useLoaderData() as RegistrySearchData;
  const [values, setValues] = useState(query);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const months = useMonthNames();
  const eventDate = useEventDate();
  const text = useRegistryText();
  const monthId = useId();
  const resultsId = useId();
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={t`Find a registry`} />
      <h1 className={styles.title}>{t`Find a registry`}</h1>
      <p className={styles.muted}>
        <Trans>Search by the name of a registry owner or co-owner.</Trans>
      </p>
      <Form method="get" className={styles.form} role="search" aria-label={t`Registry search`}>
        <div className={styles.row}>
          <TextField label={t`First name`} name="first_name" value={values.firstName} onChange={set('firstName')} autoComplete="off" />
          <TextField label={t`Last name`} name="last_name" value={values.lastName} onChange={set('lastName')} autoComplete="off" />
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={monthId}>
              <strong>{t`Event month`}</strong> <span className={styles.muted}>{t`(optional)`}</span>
            </label>
            <select id={monthId} name="month" className={styles.select} value={values.month} onChange={(e) => set('month')(e.target.value)}>
              <option value="">{t`Any month`}</option>
              {months.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t`Event year`} name="year" value={values.year} onChange={set('year')} inputMode="numeric" optional hint={t`Four digits, for example 2027`} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t`Search`}
          </button>
        </div>
      </Form>
      {result && !result.ok && <RegistryAlert failure={result.error} />}
      {result?.ok && (
        <section aria-labelledby={resultsId} className={styles.page}>
          <h2 id={resultsId} className={styles.sectionTitle}>
            <Plural value={result.value.total} _0="No registries found" one="# registry found" other="# registries found" />
          </h2>
          {result.value.registries.length > 0 && (
            <ul className={styles.list}>
              {result.value.registries.map((r) => {
                const owners = r.owners.map((o) => `${o.firstName} ${o.lastName}`).join(' & ');
                const type = text.eventType(r.event.type);
                const date = eventDate(r.event.date);
                return (
                  <li key={r.id} className={styles.card}>
                    <Link to={registryPath('listing', r.id)} className={styles.cardTitle}>
                      {r.event.name}
                    </Link>
                    <p>{owners}</p>
                    <p className={styles.muted}>
                      <Trans>
                        {type} on {date}
                      </Trans>{' '}
                      · <Plural value={r.itemCount} one="# item" other="# items" />
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination page={result.value.page} totalPages={Math.max(1, Math.ceil(result.value.total / REGISTRY_SEARCH_PAGE_SIZE))} />
        </section>
      )}
    </div>
  );
}
