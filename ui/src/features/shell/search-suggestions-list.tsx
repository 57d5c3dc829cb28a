import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseComboboxPropGetters } from 'downshift';
import { useId } from 'react';
import { SUGGESTION_LIMITS, type ProductTile } from '@vitrine/core';
import { Price } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import type { SearchSuggestionsState } from './search-suggestions-state';
import styles from './search-suggestions.module.css';

/** One option of the suggestions listbox: a search term, a sample product, or a popular item (empty box). */
export type SuggestionItem =
  | { readonly kind: 'term'; readonly term: string }
  | { readonly kind: 'product'; readonly tile: ProductTile }
  | { readonly kind: 'popular'; readonly tile: ProductTile };

/** The options of a suggestion state, terms first then products, in the listbox's order. */
export function suggestionItems(state: Pick<SearchSuggestionsState, 'terms' | 'products'>): SuggestionItem[] {
  return [...state.terms.map((term) => ({ kind: 'term' as const, term })), ...state.products.map((tile) => ({ kind: 'product' as const, tile }))];
}

/** The options of the empty box: the popular items (shopping.md §9 "popular items 3"). */
export function popularItems(popular: readonly ProductTile[]): SuggestionItem[] {
  return popular.map((tile) => ({ kind: 'popular' as const, tile }));
}

/** The text of an option: the term, or the product's name. */
export function suggestionText(item: SuggestionItem | null): string {
  if (!item) return '';
  return item.kind === 'term' ? item.term : item.tile.displayName;
}

export interface SearchSuggestionsListProps {
  readonly state: SearchSuggestionsState;
  readonly items: readonly SuggestionItem[];
  readonly isOpen: boolean;
  readonly highlightedIndex: number;
  readonly getMenuProps: UseComboboxPropGetters<SuggestionItem>['getMenuProps'];
  readonly getItemProps: UseComboboxPropGetters<SuggestionItem>['getItemProps'];
}

/**
 * The popup of the header search (shopping.md §2 "Search", §9): a listbox named "Search
 * suggestions" with a "Suggestions" group (up to 5 terms, the typed part emphasised) and a
 * "Products" group (up to 3 products with thumbnail, name and price; while the first term's
 * products load after its terms, their rows' room is kept empty, decision 0479) — or, while the box is empty, a
 * "Popular items" group (up to 3; decision 0252) — plus a polite status line
 * for screen readers (loading, how many suggestions, none). Options are downshift's (ids,
 * aria-selected, mouse and keyboard); the listbox is always rendered so the combobox can point at
 * it, and holds options only while open.
 */
export function SearchSuggestionsList({ state, items, isOpen, highlightedIndex, getMenuProps, getItemProps }: SearchSuggestionsListProps) {
  const { t } = useLingui();
  const termsLabel = useId();
  const productsLabel = useId();
  const popularLabel = useId();
  const terms = items.map((item, index) => ({ item, index })).filter((x) => x.item.kind === 'term');
  const products = items.map((item, index) => ({ item, index })).filter((x) => x.item.kind === 'product');
  const popular = items.map((item, index) => ({ item, index })).filter((x) => x.item.kind === 'popular');
  // The new terms are in and their products not yet (decision 0479): their rows' room is kept.
  const productsPending = state.status === 'loading' && state.termsFor === state.keywords && terms.length > 0 && products.length === 0;
  const optionClass = (index: number) => `${styles.option} ${index === highlightedIndex ? styles.highlighted : ''}`;
  const productOption = (item: SuggestionItem, index: number) =>
    item.kind === 'term' ? null : (
      <div key={`${item.kind}-${item.tile.productId}`} {...getItemProps({ item, index })} className={`${optionClass(index)} ${styles.product}`}>
        <span className={styles.thumb}>
          {item.tile.image && <ResponsiveImage image={item.tile.image} sizes="48px" widths={[THUMBNAIL_WIDTH]} mobileWidths={null} alt="" />}
        </span>
        <span className={styles.productText}>
          <span className={styles.productName}>{item.tile.displayName}</span>
          <Price price={item.tile.price} size="sm" className={styles.price} />
        </span>
      </div>
    );

  return (
    <>
      <div className={styles.popup} hidden={!isOpen}>
        <div {...getMenuProps({ 'aria-label': t`Search suggestions`, 'aria-busy': state.status === 'loading' })} className={styles.listbox}>
          {isOpen && terms.length > 0 && (
            <div role="group" aria-labelledby={termsLabel} className={styles.group} data-terms-for={state.termsFor}>
              <div id={termsLabel} className={styles.groupLabel}>
                <Trans>Suggestions</Trans>
              </div>
              {terms.map(({ item, index }) => (
                <div key={`term-${index}`} {...getItemProps({ item, index })} className={optionClass(index)}>
                  <TermText term={suggestionText(item)} typed={state.keywords} />
                </div>
              ))}
            </div>
          )}
          {isOpen && products.length > 0 && (
            <div role="group" aria-labelledby={productsLabel} className={styles.group}>
              <div id={productsLabel} className={styles.groupLabel}>
                <Trans>Products</Trans>
              </div>
              {products.map(({ item, index }) => productOption(item, index))}
            </div>
          )}
          {isOpen && productsPending && <ProductsPlaceholder />}
          {isOpen && popular.length > 0 && (
            <div role="group" aria-labelledby={popularLabel} className={styles.group}>
              <div id={popularLabel} className={styles.groupLabel}>
                <Trans>Popular items</Trans>
              </div>
              {popular.map(({ item, index }) => productOption(item, index))}
            </div>
          )}
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {isOpen && popular.length > 0 ? <Plural value={popular.length} one="# popular item. Use the up and down arrows to review it." other="# popular items. Use the up and down arrows to review them." /> : <StatusText state={state} terms={terms.length} products={products.length} />}
      </p>
    </>
  );
}

/** Where the sample products will show while they load: the rows' room, hidden from assistive technology. */
function ProductsPlaceholder() {
  return (
    <div className={styles.group} aria-hidden="true" data-products-pending="">
      <div className={styles.groupLabel}>&nbsp;</div>
      {Array.from({ length: SUGGESTION_LIMITS.products }, (_, row) => (
        <div key={row} className={`${styles.option} ${styles.product}`}>
          <span className={styles.thumb} />
        </div>
      ))}
    </div>
  );
}

/** The term with the typed part (first match, any case) emphasised. */
function TermText({ term, typed }: { term: string; typed: string }) {
  const at = typed ? term.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <span>{term}</span>;
  return (
    <span>
      {term.slice(0, at)}
      <mark className={styles.match}>{term.slice(at, at + typed.length)}</mark>
      {term.slice(at + typed.length)}
    </span>
  );
}

/** What the status line announces for a state. */
function StatusText({ state, terms, products }: { state: SearchSuggestionsState; terms: number; products: number }) {
  if (state.status === 'loading' && terms + products === 0) return <Trans>Loading suggestions…</Trans>;
  if (state.status !== 'loaded') return null;
  if (terms + products === 0) return <Trans>No suggestions</Trans>;
  return (
    <Trans>
      <Plural value={terms} one="# suggestion" other="# suggestions" /> and <Plural value={products} one="# product" other="# products" />. Use the up and down arrows to
      review them.
    </Trans>
  );
}
