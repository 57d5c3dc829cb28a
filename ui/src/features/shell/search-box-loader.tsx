import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchResultsPath } from '@vitrine/core';
import { whenIdle } from '../../shared/when-idle';
import styles from './search-box.module.css';

type SearchBoxComponent = ComponentType<{ onFocus?: () => void }>;

/** The combobox module once loaded (shared by every header that mounts later). */
let loaded: SearchBoxComponent | null = null;
let loading: Promise<SearchBoxComponent> | null = null;

/** Loads the search combobox's chunk (downshift and the suggestions) once. */
function loadSearchBox(): Promise<SearchBoxComponent> {
  loading ??= import('./search-box').then((module) => (loaded = module.SearchBox));
  return loading;
}

/** What the shopper did in the stand-in before the combobox arrived. */
interface Handover {
  focused: boolean;
  value: string | null;
}

/** Types `value` into the combobox as the shopper would (React and downshift see an input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The header search, loaded when the browser is idle or on the shopper's first approach (pointer,
 * touch or focus), whichever comes first (decision 0142): until then a plain search field named
 * "Search" in the same search landmark stands in (Enter searches for its text, as the combobox does).
 * When the combobox ({@link SearchBox}, shopping.md §2 "Search") arrives it takes over the focus
 * and whatever was typed. `onFocus` as {@link SearchBox}'s.
 */
export function SearchBoxLoader({ onFocus }: { onFocus?: () => void }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [Loaded, setLoaded] = useState<SearchBoxComponent | null>(() => loaded);
  const navigate = useNavigate();
  const standIn = useRef<HTMLInputElement>(null);
  const handover = useRef<Handover>({ focused: false, value: null });

  /**
   * Loads the combobox and swaps it in: at once when the shopper approached the field (`urgent`),
   * else in a transition, which renders in slices that yield to the browser (decision 0465). A
   * shopper who approaches before a transition's swap commits makes it urgent.
   */
  const want = (urgent: boolean) => {
    if (Loaded) return;
    void loadSearchBox().then((component) => {
      // Read just before the stand-in leaves the page.
      handover.current.focused = standIn.current !== null && document.activeElement === standIn.current;
      if (urgent) setLoaded(() => component);
      else startTransition(() => setLoaded(() => component));
    });
  };
  useEffect(() => (Loaded ? undefined : whenIdle(() => want(false))));

  useLayoutEffect(() => {
    if (!Loaded) return;
    const { focused, value } = handover.current;
    handover.current = { focused: false, value: null };
    const input = document.getElementById('site-search');
    if (!(input instanceof HTMLInputElement)) return;
    if (focused) input.focus();
    if (value !== null) typeInto(input, value);
  }, [Loaded]);

  if (Loaded) return <Loaded onFocus={onFocus} />;
  return (
    <div>
      <form
        role="search"
        className={styles.form}
        onPointerEnter={() => want(true)}
        onTouchStart={() => want(true)}
        onSubmit={(event) => {
          event.preventDefault();
          const q = standIn.current?.value.trim() ?? '';
          if (q) navigate(searchResultsPath(q));
        }}
      >
        <input
          ref={standIn}
          id="site-search"
          className={styles.input}
          type="search"
          name="q"
          aria-label={t`Search`}
          placeholder={t`Search`}
          defaultValue={params.get('q') ?? ''}
          onFocus={() => {
            onFocus?.();
            want(true);
          }}
          onInput={(event) => {
            handover.current.value = event.currentTarget.value;
          }}
        />
        <button type="submit" className={styles.submit} aria-label={t`Submit search`}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
      </form>
    </div>
  );
}
