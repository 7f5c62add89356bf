import * as React from 'react';
import { nextActiveIndex } from './listbox';

/**
 * The headless core of the design system's comboboxes (CountryPhoneInput's country search,
 * PlaceAutocomplete): a text field that keeps focus and points at the active option of a
 * listbox with aria-activedescendant, after the WAI-ARIA combobox pattern. It owns the
 * active option, the ids, the keyboard and the option wiring; the component owns what the
 * options are, when the list is open and what choosing does.
 */
export type UseComboboxOptions = {
  /** How many options the listbox shows now. */
  count: number;
  /** Whether the listbox is showing. */
  open: boolean;
  /** Id parts: `${id}-${listboxId}` for the listbox, `${id}-${optionId}-${index}` for options. */
  ids: { listbox: string; option: string };
  /**
   * Keys that move the active option. A search box inside a popup takes Home, End and the
   * page keys too; a field whose text the user edits leaves those to the caret.
   */
  moveKeys?: readonly string[];
};

export type ComboboxKeyHandlers = {
  /** Enter on an active option. */
  onChoose: (index: number) => void;
  /** An arrow key while the list is closed: open it (the first or last option becomes active). */
  onOpen?: () => void;
  /** Escape while open; without it Escape is left alone (a popup around the field may close itself). */
  onEscape?: () => void;
  /** Tab: the list closes; the handler decides where focus goes. */
  onTab?: (event: React.KeyboardEvent) => void;
  /** Swallow every Enter, not only one that chooses (a search box must not submit a form). */
  swallowEnter?: boolean;
};

const ARROWS = ['ArrowDown', 'ArrowUp'] as const;
export const ALL_MOVE_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'] as const;

export function useCombobox({ count, open, ids, moveKeys = ARROWS }: UseComboboxOptions) {
  const baseId = React.useId();
  const [activeIndex, setActiveIndex] = React.useState(-1);
  const listboxId = `${baseId}-${ids.listbox}`;
  const optionId = (index: number) => `${baseId}-${ids.option}-${index}`;

  // Keep the active option in view as the keys move it through a scrolling list.
  React.useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  /** The id for the field's aria-activedescendant, when an option is active and shown. */
  const activeDescendant = (shown = open) =>
    shown && activeIndex >= 0 && activeIndex < count ? optionId(activeIndex) : undefined;

  /** Handles the combobox keys on the field; returns whether the key was one of them. */
  const handleKeyDown = (event: React.KeyboardEvent, handlers: ComboboxKeyHandlers): boolean => {
    const { key } = event;
    if ((moveKeys as readonly string[]).includes(key)) {
      if (count === 0) {
        // A field that opens its own list leaves the keys to the caret while there is nothing to show.
        if (handlers.onOpen) return false;
        event.preventDefault();
        setActiveIndex(-1);
        return true;
      }
      event.preventDefault();
      if (!open && handlers.onOpen) {
        handlers.onOpen();
        setActiveIndex(key === 'ArrowUp' ? count - 1 : 0);
      } else {
        setActiveIndex((current) => nextActiveIndex(current, key, count));
      }
      return true;
    }
    switch (key) {
      case 'Enter': {
        const chosen = open && activeIndex >= 0 && activeIndex < count ? activeIndex : -1;
        if (chosen >= 0 || handlers.swallowEnter) event.preventDefault();
        if (chosen >= 0) handlers.onChoose(chosen);
        return true;
      }
      case 'Escape':
        if (!open || !handlers.onEscape) return false;
        // Close the list only; a dialog around the field stays open.
        event.preventDefault();
        event.stopPropagation();
        setActiveIndex(-1);
        handlers.onEscape();
        return true;
      case 'Tab':
        handlers.onTab?.(event);
        return true;
      default:
        return false;
    }
  };

  /**
   * Props of option `index`: options are not focusable — the field keeps focus and points
   * at the active one — so a press must not take focus, and hovering makes it active.
   */
  const optionProps = (index: number, onChoose: () => void) => {
    const highlighted = index === activeIndex;
    return {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': highlighted,
      'data-highlighted': highlighted || undefined,
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onPointerMove: () => {
        if (!highlighted) setActiveIndex(index);
      },
      onClick: onChoose,
    };
  };

  return { listboxId, optionId, activeIndex, setActiveIndex, activeDescendant, handleKeyDown, optionProps };
}
