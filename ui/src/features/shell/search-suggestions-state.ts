import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import { IDLE_SUGGESTIONS, loadPopularItems, Logger, SearchSuggestions, searchAsYouType, type ProductTile, type SuggestionsState } from '@vitrine/core';
import { useServices } from '../../shared/service-context';

/** The header search's suggestion state: core's {@link SuggestionsState} (shopping.md §4 "Search"). */
export type SearchSuggestionsState = SuggestionsState;

/** What {@link useSearchSuggestions} gives the search box. */
export interface SearchSuggestionsControl {
  readonly state: SearchSuggestionsState;
  /** The shopper typed `text`: suggestions load after core's debounce; blank text clears them. */
  readonly typed: (text: string) => void;
  /** Clears the suggestions and resets the keywords; a pending or running request is dropped (aborted). */
  readonly clear: () => void;
  /** The popular items for the empty box (at most 3; empty until {@link wantPopular} loaded them). */
  readonly popular: readonly ProductTile[];
  /** Loads the popular items once per mounted box (core's loadPopularItems; a failure leaves none). */
  readonly wantPopular: () => void;
}

/**
 * The header search's suggestions (shopping.md §4 "Search", §8 "Search failure"; decisions 0083,
 * 0133): what the shopper types goes into core's `searchAsYouType` pipeline over the bound
 * SearchSuggestions port and Logger (debounce, repeats dropped, stale calls aborted, failures logged
 * and cleared), and the hook renders the states it emits. The subscription ends (aborting a running
 * call) when the box unmounts. When the composition root binds no SearchSuggestions (a shell rendered
 * without it), typing changes nothing and the box works as a plain search field. The popular items
 * of the empty box (shopping.md §9 "popular items 3"; decision 0252) load once, on demand.
 */
export function useSearchSuggestions(): SearchSuggestionsControl {
  const services = useServices();
  const [state, setState] = useState<SearchSuggestionsState>(IDLE_SUGGESTIONS);
  const typed$ = useMemo(() => new Subject<string>(), []);
  const available = services.has(SearchSuggestions);

  useEffect(() => {
    if (!available) return;
    const subscription = searchAsYouType({ suggestions: services.get(SearchSuggestions), logger: services.get(Logger) }, typed$).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [available, services, typed$]);

  const [popular, setPopular] = useState<readonly ProductTile[]>([]);
  const popularCall = useRef<AbortController | null>(null);
  useEffect(() => () => popularCall.current?.abort(), []);
  const wantPopular = useCallback(() => {
    if (!available || popularCall.current) return;
    const call = new AbortController();
    popularCall.current = call;
    void loadPopularItems({ suggestions: services.get(SearchSuggestions), logger: services.get(Logger) }, call.signal).then((items) => {
      if (!call.signal.aborted) setPopular(items);
    });
  }, [available, services]);

  const typed = useCallback((text: string) => typed$.next(text), [typed$]);
  const clear = useCallback(() => typed$.next(''), [typed$]);
  return { state, typed, clear, popular, wantPopular };
}
