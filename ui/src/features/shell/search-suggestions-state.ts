import { useCallback, useEffect, useMemo, useState } from 'react';
import { Subject } from 'rxjs';
import { IDLE_SUGGESTIONS, Logger, SearchSuggestions, searchAsYouType, type SuggestionsState } from '@vitrine/core';
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
}

/**
 * The header search's suggestions (shopping.md §4 "Search", §8 "Search failure"; decisions 0083,
 * 0133): what the shopper types goes into core's `searchAsYouType` pipeline over the bound
 * SearchSuggestions port and Logger (debounce, repeats dropped, stale calls aborted, failures logged
 * and cleared), and the hook renders the states it emits. The subscription ends (aborting a running
 * call) when the box unmounts. When the composition root binds no SearchSuggestions (a shell rendered
 * without it), typing changes nothing and the box works as a plain search field.
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

  const typed = useCallback((text: string) => typed$.next(text), [typed$]);
  const clear = useCallback(() => typed$.next(''), [typed$]);
  return { state, typed, clear };
}
