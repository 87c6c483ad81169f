import type { ReactNode } from 'react';
import { useCombobox } from 'downshift';
import { cn } from '../lib/cn.ts';
import { fieldClassName } from '../lib/field-styles.ts';
import { useLiveAnnouncement } from '../live-announcement/live-announcement.ts';
import { resultsText } from './results-text.ts';

export type ComboboxProps<T> = {
  /** The input's id; generated when left out. */
  id?: string;
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The results to offer, already filtered by the caller (usually a server search). */
  items: T[];
  itemToString: (item: T | null) => string;
  itemToKey: (item: T) => string;
  inputValue: string;
  onInputValueChange: (value: string) => void;
  /** Called on every pick, after onInputValueChange has been told the picked item's text. */
  onSelect: (item: T) => void;
  renderItem?: (item: T, state: { highlighted: boolean }) => ReactNode;
  loading?: boolean;
  loadingText?: string;
  /** Shown (and announced) when the input is not empty, nothing is loading and there are no items. */
  emptyText?: string;
  placeholder?: string;
  /** Shows the list open on first render. */
  defaultOpen?: boolean;
  className?: string;
};

/**
 * Search-as-you-type (WAI-ARIA combobox with a listbox popup, on downshift): the arrow keys move
 * through the results, Enter picks the highlighted one, Escape closes the list (a second Escape
 * clears the input). A polite live region announces the result count.
 */
export function Combobox<T>({
  id,
  label,
  hideLabel = false,
  items,
  itemToString,
  itemToKey,
  inputValue,
  onInputValueChange,
  onSelect,
  renderItem,
  loading = false,
  loadingText = 'Searching...',
  emptyText,
  placeholder,
  defaultOpen = false,
  className,
}: ComboboxProps<T>) {
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<T>({
      items,
      itemToString,
      itemToKey: (item) => (item === null ? '' : itemToKey(item)),
      inputId: id,
      inputValue,
      initialIsOpen: defaultOpen,
      // Nothing stays selected, so picking the same item twice still reports both picks.
      selectedItem: null,
      onStateChange: (changes) => {
        // The input text first, so a caller clearing the input in onSelect has the last word.
        if (changes.inputValue !== undefined) onInputValueChange(changes.inputValue);
        if (changes.selectedItem != null) onSelect(changes.selectedItem);
      },
    });

  const showEmpty = !loading && items.length === 0 && inputValue !== '' && Boolean(emptyText);
  // Any change of what the list shows is news: another search, its results, closing, loading.
  const announcement = useLiveAnnouncement(
    JSON.stringify([isOpen, loading, inputValue, items.length]),
    resultsText({ isOpen, loading, resultCount: items.length, inputValue, emptyText }),
  );
  const popupVisible = isOpen && (loading || items.length > 0 || showEmpty);

  return (
    <div data-slot="combobox" className={cn('relative grid gap-2', className)}>
      <label
        {...getLabelProps()}
        className={hideLabel ? 'sr-only' : 'text-sm leading-none font-medium'}
      >
        {label}
      </label>
      <input
        {...getInputProps({ placeholder, 'aria-expanded': popupVisible })}
        className={cn(fieldClassName, 'h-11 py-1 text-base sm:h-9 sm:text-sm')}
      />
      <div
        className={cn(
          'absolute top-full z-50 mt-1 w-full max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
          !popupVisible && 'hidden',
        )}
      >
        <ul {...getMenuProps()} className="max-h-64 overflow-y-auto p-1 empty:hidden">
          {isOpen &&
            items.map((item, index) => {
              const highlighted = highlightedIndex === index;
              return (
                <li
                  key={itemToKey(item)}
                  {...getItemProps({ item, index })}
                  className={cn(
                    'flex min-h-11 cursor-default items-center rounded-sm px-2 py-2 text-base select-none sm:min-h-9 sm:py-1.5 sm:text-sm',
                    highlighted && 'bg-accent text-accent-foreground',
                  )}
                >
                  {renderItem ? renderItem(item, { highlighted }) : itemToString(item)}
                </li>
              );
            })}
        </ul>
        {isOpen && loading ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">{loadingText}</p>
        ) : null}
        {isOpen && showEmpty ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
