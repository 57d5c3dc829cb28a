import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Logger, SearchSuggestions, searchStateAfter, type ProductTile, type SearchStatus } from '@vitrine/core';
import { useServices } from '../../shared/service-context';

/** How long typing must pause before suggestions are asked for, ms (decision 0083). */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

/** The header search's suggestion state (shopping.md §4 "Search" flags loading, loaded, cleared). */
export interface SearchSuggestionsState {
  /** 'idle' before any typing; 'loading' while waiting; 'loaded'; 'cleared' after clearing or a failure. */
  readonly status: SearchStatus;
  /** The keywords being suggested for; '' once cleared ("Clearing resets keywords"). */
  readonly keywords: string;
  /** Up to 5 terms (shopping.md §9). */
  readonly terms: readonly string[];
  /** Up to 3 sample products: the first term's (shopping.md §9). */
  readonly products: readonly ProductTile[];
}

/** What {@link useSearchSuggestions} gives the search box. */
export interface SearchSuggestionsControl {
  readonly state: SearchSuggestionsState;
  /** The shopper typed `text`: suggestions load after the debounce; blank text clears them. */
  readonly typed: (text: string) => void;
  /** Clears the suggestions and resets the keywords; a pending or running request is dropped. */
  readonly clear: () => void;
}

const INITIAL: SearchSuggestionsState = { status: 'idle', keywords: '', terms: [], products: [] };
const CLEARED: SearchSuggestionsState = { ...searchStateAfter({ type: 'cleared' }, ''), terms: [], products: [] };

/**
 * State of the header search's suggestions (shopping.md §4 "Search": typing loads suggestions
 * and the first suggestion's products; clearing resets keywords; §8 "Search failure: logged and
 * search cleared"). Text is asked for `debounceMs` ms after the last keystroke through the
 * SearchSuggestions port; only the answer to the latest text is kept (older answers are dropped).
 * While loading, the previous suggestions stay visible. A failure is logged as 'Search failure'
 * with the query and clears the suggestions. When the composition root binds no SearchSuggestions
 * (a shell rendered without it), typing changes nothing and the box works as a plain search field.
 */
export function useSearchSuggestions(debounceMs: number = SUGGESTIONS_DEBOUNCE_MS): SearchSuggestionsControl {
  const services = useServices();
  const port = useMemo(() => {
    try {
      return services.get(SearchSuggestions);
    } catch {
      return null;
    }
  }, [services]);
  const [state, setState] = useState<SearchSuggestionsState>(INITIAL);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const cancel = useCallback(() => {
    latest.current += 1;
    clearTimeout(timer.current);
    return latest.current;
  }, []);

  const clear = useCallback(() => {
    cancel();
    setState((s) => (s.status === 'idle' && s.keywords === '' ? s : CLEARED));
  }, [cancel]);

  const typed = useCallback(
    (text: string) => {
      if (!port) return;
      const request = cancel();
      const next = searchStateAfter({ type: 'typed', keywords: text }, '');
      if (next.status !== 'loading') {
        setState(CLEARED);
        return;
      }
      const keywords = text.trim();
      setState((s) => ({ ...s, status: 'loading', keywords }));
      timer.current = setTimeout(() => {
        port.suggest(keywords).then(
          (result) => {
            if (request !== latest.current) return;
            setState({ ...searchStateAfter({ type: 'loaded' }, keywords), terms: result.terms, products: result.products });
          },
          (error: unknown) => {
            if (request !== latest.current) return;
            services.get(Logger).error('Search failure', { query: keywords, error: String(error) });
            setState({ ...searchStateAfter({ type: 'failed' }, keywords), terms: [], products: [] });
          },
        );
      }, debounceMs);
    },
    [port, cancel, debounceMs, services],
  );

  useEffect(() => () => void cancel(), [cancel]);

  return { state, typed, clear };
}
