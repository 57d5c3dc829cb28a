import { Trans, useLingui } from '@lingui/react/macro';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchResultsPath } from '@vitrine/core';
import { popularItems, suggestionItems, suggestionText, SearchSuggestionsList, type SuggestionItem } from './search-suggestions-list';
import { useSearchSuggestions } from './search-suggestions-state';
import styles from './search-box.module.css';
import suggestionStyles from './search-suggestions.module.css';

const changeType = useCombobox.stateChangeTypes;

/**
 * Downshift's state changes, adjusted: leaving the field never picks the highlighted option (only
 * Enter or a click does), and picking a product keeps the typed text (the page changes anyway).
 */
function stateReducer(state: UseComboboxState<SuggestionItem>, { type, changes }: UseComboboxStateChangeOptions<SuggestionItem>): Partial<UseComboboxState<SuggestionItem>> {
  if (type === changeType.InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  if ((type === changeType.ItemClick || type === changeType.InputKeyDownEnter) && changes.selectedItem && changes.selectedItem.kind !== 'term') return { ...changes, inputValue: state.inputValue };
  return changes;
}

/**
 * The header search (shopping.md §2 "Search", §4 "Search", §9; WAI-ARIA 1.2 combobox with a
 * listbox popup, built on downshift's useCombobox; decision 0083): a field named "Search" in a
 * search landmark. While it is empty and focused, up to 3 popular items show (shopping.md §9;
 * decision 0252). As the shopper types, up to 5 suggested terms and 3 sample products appear
 * (after a short debounce; the status flags loading / loaded / cleared are on `data-search-status`).
 * Keyboard: ArrowDown/ArrowUp move through the options (opening the list), Enter opens the
 * highlighted option — a term goes to /search?q={term}, a product to its page — or, with none
 * highlighted, searches for the typed text; Escape closes the list, and a second Escape clears
 * the field and the suggestions. A failure to load suggestions is logged and clears them.
 * `onFocus` runs when the field gets focus (the header closes the mobile nav: "The mobile nav
 * closes when search opens").
 */
export function SearchBox({ onFocus }: { onFocus?: () => void }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [text, setText] = useState(params.get('q') ?? '');
  const [menuWanted, setMenuWanted] = useState(false);
  const suggestions = useSearchSuggestions();
  const blank = text.trim() === '';
  const items = useMemo(() => (blank ? popularItems(suggestions.popular) : suggestionItems(suggestions.state)), [blank, suggestions.popular, suggestions.state]);

  const open = (item: SuggestionItem) => {
    setMenuWanted(false);
    navigate(item.kind === 'term' ? searchResultsPath(item.term) : item.tile.pdpURL);
  };

  const combobox = useCombobox<SuggestionItem>({
    items,
    inputId: 'site-search',
    inputValue: text,
    selectedItem: null,
    isOpen: menuWanted && items.length > 0,
    itemToString: suggestionText,
    stateReducer,
    onIsOpenChange: ({ isOpen }) => setMenuWanted(Boolean(isOpen)),
    onInputValueChange: ({ inputValue, type }) => {
      const value = inputValue ?? '';
      setText(value);
      if (value.trim() === '') {
        suggestions.clear();
        // Deleting the text closes the list; focus or ArrowDown opens it on the popular items.
        if (type === changeType.InputChange) setMenuWanted(false);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) open(selectedItem);
    },
  });

  /** Focus on the empty box: the popular items load (once) and the list opens on them (decision 0252). */
  const showPopular = () => {
    onFocus?.();
    if (!blank) return;
    suggestions.wantPopular();
    setMenuWanted(true);
  };

  /**
   * The typed text, set in the input's own change event: downshift reports it later (in an effect),
   * and a render between the two put the previous text back into the field, so a quick typist lost
   * characters ("Augusta" became "Augsa"; architecture.md "UI": keyboard operation; decision 0298).
   * The suggestions' pause starts here too, at the keystroke rather than after its render (decision 0474).
   */
  const keepTyped = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.currentTarget.value);
    suggestions.typed(event.currentTarget.value);
  };

  const submit = () => {
    const q = text.trim();
    if (!q) return;
    setMenuWanted(false);
    navigate(searchResultsPath(q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with no option highlighted submits the form (downshift would only close the list).
    if (event.key === 'Enter' && combobox.highlightedIndex < 0) (event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
  };

  return (
    <div className={suggestionStyles.anchor} data-search-status={suggestions.state.status}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="visually-hidden" {...combobox.getLabelProps()}>
          <Trans>Search</Trans>
        </label>
        <input className={styles.input} type="search" name="q" placeholder={t`Search`} {...combobox.getInputProps({ onFocus: showPopular, onKeyDown, onChange: keepTyped })} />
        <button type="submit" className={styles.submit} aria-label={t`Submit search`}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
      </form>
      <SearchSuggestionsList
        state={suggestions.state}
        items={items}
        isOpen={combobox.isOpen}
        highlightedIndex={combobox.highlightedIndex}
        getMenuProps={combobox.getMenuProps}
        getItemProps={combobox.getItemProps}
      />
    </div>
  );
}
