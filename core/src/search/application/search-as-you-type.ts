import { catchError, debounceTime, defer, distinctUntilChanged, EMPTY, map, merge, Observable, of, scan, share, startWith, switchMap, takeUntil } from 'rxjs';
import type { ProductTile } from '../../catalog/domain/product.js';
import type { Logger } from '../../shared/logger.js';
import { limitSuggestions, searchStateAfter, type SearchStatus } from '../domain/suggestions.js';
import type { SearchSuggestions, SearchSuggestionsResult, SuggestionsSignal } from '../ports/search-suggestions.port.js';

/** How long typing must pause before suggestions are asked for, ms (decisions 0083, 0474). */
export const SUGGESTIONS_DEBOUNCE_MS = 100;

/**
 * The fewest characters (after trimming) that ask for suggestions; shorter text clears them. The
 * spec sets no minimum ("Typing loads suggestions", shopping.md §4), so one character (decision 0133).
 */
export const SUGGESTIONS_MIN_LENGTH = 1;

/** The log text of a failed suggestions call (shopping.md §8 "Search failure: Logged and search cleared"). */
export const SEARCH_FAILURE_MESSAGE = 'Search failure';

/**
 * The popular items for the empty search box (shopping.md §9 "popular items 3"; decision 0252):
 * asks the SearchSuggestions port once and keeps at most 3 tiles (SUGGESTION_LIMITS.popular). A
 * failure is a search failure (shopping.md §8): logged as 'Search failure' with `{ query: '',
 * error }` and answered with no items, so the box works on. `ports`: `{ suggestions, logger }`;
 * `signal` aborts the call (the answer is then empty, without a log). Never rejects.
 */
export async function loadPopularItems(ports: SearchAsYouTypePorts, signal?: SuggestionsSignal): Promise<readonly ProductTile[]> {
  try {
    const popular = await ports.suggestions.popular(signal);
    return limitSuggestions({ terms: [], products: [], popular }).popular;
  } catch (error) {
    if (!signal?.aborted) ports.logger.error(SEARCH_FAILURE_MESSAGE, { query: '', error: String(error) });
    return [];
  }
}

/** The header search's suggestion state (shopping.md §4 "Search" flags loading, loaded, cleared). */
export interface SuggestionsState {
  /** 'idle' before any typing; 'loading' while waiting; 'loaded'; 'cleared' after clearing or a failure. */
  readonly status: SearchStatus;
  /** The trimmed keywords being suggested for; '' once cleared ("Clearing resets keywords"). */
  readonly keywords: string;
  /** Up to 5 terms (shopping.md §9). */
  readonly terms: readonly string[];
  /** Up to 3 sample products: the first term's (shopping.md §9). */
  readonly products: readonly ProductTile[];
  /**
   * The keywords the shown terms answer: '' before any answer and once cleared. While 'loading' it
   * differs from `keywords` until the new terms arrived; they show before their products (decision 0479).
   */
  readonly termsFor: string;
}

/** The state before any typing. */
export const IDLE_SUGGESTIONS: SuggestionsState = { status: 'idle', keywords: '', terms: [], products: [], termsFor: '' };
/** The state after clearing or a failure. */
export const CLEARED_SUGGESTIONS: SuggestionsState = { ...searchStateAfter({ type: 'cleared' }, ''), terms: [], products: [], termsFor: '' };

/** The ports {@link searchAsYouType} takes. */
export interface SearchAsYouTypePorts {
  readonly suggestions: SearchSuggestions;
  /** Where 'Search failure' is logged (error, with `{ query, error }`). */
  readonly logger: Logger;
}

/** Options of {@link searchAsYouType}. */
export interface SearchAsYouTypeOptions {
  /** Pause after the last keystroke before the call, ms; default {@link SUGGESTIONS_DEBOUNCE_MS}. */
  readonly debounceMs?: number;
  /** Makes the cancel signal of one call; default the platform's AbortController. */
  readonly newCanceller?: () => { readonly signal: SuggestionsSignal; abort(): void };
}

type Step =
  | { readonly type: 'typed'; readonly keywords: string }
  | { readonly type: 'terms'; readonly keywords: string; readonly terms: readonly string[] }
  | { readonly type: 'loaded'; readonly keywords: string; readonly result: SearchSuggestionsResult }
  | { readonly type: 'failed' };

function reduce(state: SuggestionsState, step: Step): SuggestionsState {
  switch (step.type) {
    case 'typed':
      // While loading, the previous suggestions stay visible.
      return step.keywords.length >= SUGGESTIONS_MIN_LENGTH ? { ...state, ...searchStateAfter(step, '') } : CLEARED_SUGGESTIONS;
    case 'terms':
      // Still loading: the previous products stay until the first term's arrive. (A stale call's
      // terms never come: the next keystroke unsubscribes from it first.)
      return { ...state, terms: step.terms, termsFor: step.keywords };
    case 'loaded':
      return { ...searchStateAfter(step, step.keywords), terms: step.result.terms, products: step.result.products, termsFor: step.keywords };
    default:
      return CLEARED_SUGGESTIONS;
  }
}

const platformCanceller = () => new (globalThis as unknown as { AbortController: new () => { readonly signal: SuggestionsSignal; abort(): void } }).AbortController();

/**
 * One suggestions call as an Observable of its steps: the terms as soon as the port reports them,
 * then the whole answer. Unsubscribing before it settles aborts it through its signal.
 */
function suggestionsCall(port: SearchSuggestions, keywords: string, newCanceller: () => { readonly signal: SuggestionsSignal; abort(): void }) {
  return new Observable<Step>((subscriber) => {
    const canceller = newCanceller();
    let settled = false;
    // After the answer or an unsubscribe the subscriber is closed and drops late terms.
    const onTerms = (terms: readonly string[]) => subscriber.next({ type: 'terms', keywords, terms });
    port.suggest(keywords, canceller.signal, onTerms).then(
      (result) => {
        settled = true;
        subscriber.next({ type: 'loaded', keywords, result });
        subscriber.complete();
      },
      (error: unknown) => {
        settled = true;
        subscriber.error(error);
      },
    );
    return () => {
      if (!settled) canceller.abort();
    };
  });
}

/**
 * Search-as-you-type (shopping.md §4 "Search": typing loads suggestions and the first suggestion's
 * products, clearing resets keywords; §8 "Search failure: logged and search cleared"; §9; decisions
 * 0083, 0133) as an rxjs pipeline over what the shopper types:
 * - each text is trimmed and repeats are dropped (`distinctUntilChanged`); text shorter than
 *   {@link SUGGESTIONS_MIN_LENGTH} clears at once, other text shows 'loading' at once (the
 *   previous suggestions stay);
 * - after `debounceMs` without typing (`debounceTime`) the SearchSuggestions port is asked
 *   (`switchMap`); the next keystroke aborts a call still running (its signal), so only the latest
 *   text's answer is ever shown;
 * - the terms show as soon as the port reports them (`termsFor` becomes the keywords; the status
 *   stays 'loading' and the previous products stay; decision 0479);
 * - an answer gives 'loaded' with its terms and products; a failure is logged ('Search failure',
 *   `{ query, error }`) and gives 'cleared', and the stream goes on.
 *
 * `ports`: `{ suggestions, logger }`; `typed$`: the field's text on every change ('' when cleared).
 * Returns the states, starting with {@link IDLE_SUGGESTIONS}; it completes when `typed$` completes
 * and a call still running is aborted on unsubscribe. Never errors.
 */
export function searchAsYouType(ports: SearchAsYouTypePorts, typed$: Observable<string>, options: SearchAsYouTypeOptions = {}): Observable<SuggestionsState> {
  const debounceMs = options.debounceMs ?? SUGGESTIONS_DEBOUNCE_MS;
  const newCanceller = options.newCanceller ?? platformCanceller;
  return defer(() => {
    const keywords$ = typed$.pipe(
      map((text) => text.trim()),
      distinctUntilChanged(),
      // One subscription to the typing; a call started after it ended must not subscribe again.
      share({ resetOnComplete: false }),
    );
    const typedSteps$ = keywords$.pipe(map((keywords): Step => ({ type: 'typed', keywords })));
    const answers$ = keywords$.pipe(
      debounceTime(debounceMs),
      switchMap((keywords) =>
        keywords.length < SUGGESTIONS_MIN_LENGTH
          ? EMPTY
          : suggestionsCall(ports.suggestions, keywords, newCanceller).pipe(
              catchError((error: unknown) => {
                ports.logger.error(SEARCH_FAILURE_MESSAGE, { query: keywords, error: String(error) });
                return of<Step>({ type: 'failed' });
              }),
              // The next keystroke makes this answer stale: unsubscribing aborts the call.
              takeUntil(keywords$),
            ),
      ),
    );
    return merge(typedSteps$, answers$).pipe(scan(reduce, IDLE_SUGGESTIONS), startWith(IDLE_SUGGESTIONS));
  });
}
