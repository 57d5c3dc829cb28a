import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styles from './search-box.module.css';

/**
 * The header search (shopping.md §2 "Search"): a labelled search field; submitting goes to
 * /search?q={term}. Suggestions as you type come with the search issue.
 */
export function SearchBox({ onFocus }: { onFocus?: () => void }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const q = term.trim();
        if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
    >
      <label className="visually-hidden" htmlFor="site-search">
        <Trans>Search</Trans>
      </label>
      <input
        id="site-search"
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t`Search`}
        value={term}
        onFocus={onFocus}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label={t`Submit search`}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
