import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { TextField } from '../../components/forms/form-field';
import { PageTitle } from '../../shared/page-title';
import { useSite } from '../../shared/site-context';
import type { FindStoreData } from './find-store.loader';
import { useStoreErrorText } from './store-errors';
import { StoreList } from './store-list';
import { StoreMapFrame } from './store-map-frame';
import { useDefaultStore } from './use-default-store';
import styles from './stores.module.css';

type Locating = 'idle' | 'asking' | 'denied' | 'unavailable';

/**
 * /stores, "Find a store" (shopping.md §2 names only /stores/{id}; decision 0240): stores near the
 * browser's position (the browser asks for permission) or near a typed city or postal code, as a
 * list sorted by distance and a map drawn on the page. The query is in the URL, so a link or a
 * refresh shows the same stores, and the form works without JavaScript (GET ?q=).
 */
export function FindStorePage() {
  const { t } = useLingui();
  const { contextPath } = useSite();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const data = useLoaderData() as FindStoreData;
  const errorText = useStoreErrorText();
  const myStore = useDefaultStore();
  const [query, setQuery] = useState(data.query);
  const [locating, setLocating] = useState<Locating>('idle');
  const [blank, setBlank] = useState(false);
  const searchBox = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    setBlank(text === '');
    if (text !== '') navigate(`/stores?${new URLSearchParams({ q: text })}`);
  };

  const locateMe = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocating('unavailable');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        const { latitude, longitude } = position.coords;
        navigate(`/stores?${new URLSearchParams({ lat: latitude.toFixed(4), lng: longitude.toFixed(4) })}`);
      },
      (error) => {
        setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        searchBox.current?.querySelector('input')?.focus();
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const stores = data.stores?.ok ? data.stores.value : null;
  const place = data.location ? [data.location.name, data.location.region].filter(Boolean).join(', ') : null;
  const busy = navigation.state === 'loading';

  return (
    <div className="page">
      <PageTitle page={t`Find a store`} />
      <h1 className={styles.title}>
        <Trans>Find a store</Trans>
      </h1>
      <form noValidate method="get" action={`${contextPath}stores`} onSubmit={onSubmit} role="search" aria-label={t`Store search`}>
        <div className={styles.search} ref={searchBox}>
          <TextField label={t`City or postal code`} name="q" value={query} onChange={setQuery} autoComplete="postal-code" error={blank ? t`Enter a city or a postal code.` : undefined} />
          <button type="submit" className={styles.primary}>
            <Trans>Search</Trans>
          </button>
          <button type="button" className={styles.secondary} onClick={locateMe} disabled={locating === 'asking'}>
            <Trans>Use my location</Trans>
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {locating === 'asking' && (
          <p className={styles.muted}>
            <Trans>Finding your location…</Trans>
          </p>
        )}
        {locating === 'denied' && (
          <p role="alert" className={styles.alert}>
            <Trans>Your browser did not share your location. Search by city or postal code instead.</Trans>
          </p>
        )}
        {locating === 'unavailable' && (
          <p role="alert" className={styles.alert}>
            <Trans>Your location is not available. Search by city or postal code instead.</Trans>
          </p>
        )}
        {busy && (
          <p className={styles.muted}>
            <Trans>Searching…</Trans>
          </p>
        )}
      </div>
      {data.stores && !data.stores.ok && (
        <p role="alert" className={styles.alert}>
          {errorText(data.stores.error)}
        </p>
      )}
      {stores && (
        <section aria-labelledby="stores-found-title">
          <h2 id="stores-found-title" className={styles.sectionTitle}>
            {place ? <Trans>Stores near {place}</Trans> : <Trans>Stores near you</Trans>}
          </h2>
          <div className={styles.results}>
            <StoreList stores={stores} myStore={myStore?.storeNumber} />
            <StoreMapFrame stores={stores} here={data.point} />
          </div>
        </section>
      )}
    </div>
  );
}
