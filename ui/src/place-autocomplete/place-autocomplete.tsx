import * as Popover from '@radix-ui/react-popover';
import * as React from 'react';
import { AlertIcon, MapPinSmallIcon } from '../icons';
import { Input } from '../input';
import { assignRef } from '../lib/assign-ref';
import { cn } from '../lib/cn';
import { useCombobox } from '../lib/use-combobox';
import {
  createSessionToken,
  highlightMatch,
  type PlaceSelection,
  type PlaceSuggestion,
  type PlacesSource,
  shouldSuggest,
  suggestionLabel,
} from './place-autocomplete-logic';

type Status = 'idle' | 'loading' | 'ready' | 'empty' | 'error' | 'resolving' | 'details-error';

export type PlaceAutocompleteProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'role' | 'children'
> & {
  /** Where suggestions and details come from (Google Places, the server's gazetteer, a stub). */
  source: PlacesSource;
  /** The text in the field (controlled). */
  value?: string;
  /** The first text when uncontrolled. */
  defaultValue?: string;
  /** Called with the text on every keystroke and with the chosen suggestion. */
  onValueChange?: (text: string) => void;
  /**
   * Called with the chosen place (address, coordinates, address parts), and with `null`
   * as soon as the user types again: typed text without a choice has no coordinates.
   */
  onPlaceChange?: (place: PlaceSelection | null) => void;
  /** Pause after the last keystroke before asking for suggestions (the app passes its rule). */
  typingDelayMs: number;
  /** How long the list stays after the field loses focus, so a tap on a suggestion lands; as above. */
  hideDelayMs: number;
  /** Fewest characters that start a search. */
  minLength?: number;
  /** Makes the session tokens; one per search session, renewed after each choice. */
  createToken?: () => string;
  /** Marks the field `aria-invalid`; inside a `FormField` with an error this is automatic. */
  invalid?: boolean;
  /** Accessible name of the suggestion list. */
  listLabel?: string;
  /** Shown in the list while suggestions load. */
  loadingText?: string;
  /** Shown when the search finds nothing. */
  noResultsText?: string;
  /** Shown when suggestions cannot be fetched. */
  errorText?: string;
  /** Shown when the chosen place's details cannot be fetched. */
  detailsErrorText?: string;
  /** Announced to screen readers when suggestions arrive. */
  resultsText?: (count: number) => string;
  /** Shown at the foot of the list, e.g. the 'powered by Google' mark Google's terms ask for. */
  attribution?: React.ReactNode;
};

function LoadingRing({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('size-4 shrink-0 text-brand-600 motion-safe:animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A city or address field with suggestions, like Google's place autocomplete. Suggestions
 * come from a `PlacesSource`, asked `typingDelayMs` after the user stops typing; choosing one
 * fetches its details and reports address and coordinates through `onPlaceChange`.
 * Typing again reports `null`, so a form can insist on 'Please select a city from the
 * dropdown suggestions.'
 *
 * Keyboard: ↓/↑ move through the suggestions, Enter chooses, Escape closes the list.
 * The list closes `hideDelayMs` after the field loses focus.
 */
export function PlaceAutocomplete({
  source,
  value,
  defaultValue = '',
  onValueChange,
  onPlaceChange,
  typingDelayMs,
  hideDelayMs,
  minLength = 2,
  createToken = createSessionToken,
  invalid,
  disabled,
  listLabel = 'Suggestions',
  loadingText = 'Searching…',
  noResultsText = 'No places found. Check the spelling or try a nearby city.',
  errorText = 'Suggestions are unavailable right now. Please try again.',
  detailsErrorText = 'That place could not be loaded. Please choose it again.',
  resultsText = (count) => (count === 1 ? '1 suggestion available.' : `${count} suggestions available.`),
  attribution,
  className,
  ref,
  onFocus,
  onBlur,
  onKeyDown,
  ...inputProps
}: PlaceAutocompleteProps) {
  const [uncontrolledText, setUncontrolledText] = React.useState(defaultValue);
  const text = value ?? uncontrolledText;
  const [status, setStatus] = React.useState<Status>('idle');
  const [suggestions, setSuggestions] = React.useState<readonly PlaceSuggestion[]>([]);
  const [open, setOpen] = React.useState(false);
  // The text the shown suggestions answer, for bolding the typed part.
  const [answeredQuery, setAnsweredQuery] = React.useState('');
  const combobox = useCombobox({
    count: suggestions.length,
    open,
    ids: { listbox: 'suggestions', option: 'suggestion' },
  });
  const { listboxId, setActiveIndex } = combobox;

  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const typingTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = React.useRef<AbortController | null>(null);
  const requestSeq = React.useRef(0);
  const sessionToken = React.useRef<string | null>(null);
  // A value that came in from outside may carry coordinates; the first keystroke clears them.
  const placeReported = React.useRef(true);
  const focused = React.useRef(false);

  React.useEffect(
    () => () => {
      clearTimeout(typingTimer.current);
      clearTimeout(hideTimer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const setText = (next: string) => {
    if (value === undefined) setUncontrolledText(next);
    onValueChange?.(next);
  };

  const cancelPending = () => {
    clearTimeout(typingTimer.current);
    inFlight.current?.abort();
    inFlight.current = null;
    requestSeq.current += 1;
  };

  const sessionTokenNow = () => {
    sessionToken.current ??= createToken();
    return sessionToken.current;
  };

  const requestSuggestions = (query: string) => {
    const seq = requestSeq.current + 1;
    requestSeq.current = seq;
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    if (focused.current) setOpen(true);
    source.suggest(query, sessionTokenNow(), controller.signal).then(
      (found) => {
        if (seq !== requestSeq.current) return;
        setSuggestions(found);
        setAnsweredQuery(query);
        setActiveIndex(-1);
        setStatus(found.length > 0 ? 'ready' : 'empty');
      },
      () => {
        if (seq !== requestSeq.current) return;
        setSuggestions([]);
        setStatus('error');
      },
    );
  };

  const onInputChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    if (placeReported.current) {
      placeReported.current = false;
      onPlaceChange?.(null);
    }
    cancelPending();
    if (!shouldSuggest(next, minLength)) {
      setOpen(false);
      setStatus('idle');
      setSuggestions([]);
      return;
    }
    typingTimer.current = setTimeout(() => requestSuggestions(next), typingDelayMs);
  };

  const choose = (suggestion: PlaceSuggestion) => {
    cancelPending();
    const seq = requestSeq.current;
    const controller = new AbortController();
    inFlight.current = controller;
    setText(suggestionLabel(suggestion));
    setOpen(false);
    setActiveIndex(-1);
    setStatus('resolving');
    source.details(suggestion.id, sessionTokenNow(), controller.signal).then(
      (details) => {
        if (seq !== requestSeq.current) return;
        // The details call closes the session: the next search starts a new one.
        sessionToken.current = null;
        placeReported.current = true;
        setText(details.formattedAddress);
        setSuggestions([]);
        setStatus('idle');
        onPlaceChange?.({ ...details, placeId: suggestion.id });
      },
      () => {
        if (seq !== requestSeq.current) return;
        setStatus('details-error');
        if (focused.current) setOpen(true);
      },
    );
  };

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    combobox.handleKeyDown(event, {
      onOpen: () => setOpen(true),
      onChoose: (index) => {
        const active = suggestions[index];
        if (active) choose(active);
      },
      onEscape: () => setOpen(false),
      onTab: () => setOpen(false),
    });
  };

  const showList = open && suggestions.length > 0 && status !== 'error';
  const busy = status === 'loading' || status === 'resolving';
  const activeId = combobox.activeDescendant(showList);

  const announcement =
    status === 'ready'
      ? resultsText(suggestions.length)
      : status === 'empty'
        ? noResultsText
        : status === 'error'
          ? errorText
          : status === 'details-error'
            ? detailsErrorText
            : '';

  const message =
    status === 'error'
      ? { tone: 'error', text: errorText }
      : status === 'details-error'
        ? { tone: 'error', text: detailsErrorText }
        : status === 'empty'
          ? { tone: 'muted', text: noResultsText }
          : status === 'loading' && suggestions.length === 0
            ? { tone: 'loading', text: loadingText }
            : null;

  const popupOpen = open && (message !== null || showList || attribution != null);

  return (
    // The list is portalled and positioned against the field (Radix Popper), so a card
    // with `overflow: hidden` or a scrolling dialog never clips it. Open, close and focus
    // stay ours: the field keeps focus and the 150 ms blur delay decides when it goes.
    <Popover.Root open={popupOpen}>
      <Popover.Anchor asChild>
        <div
          data-slot="place-autocomplete"
          data-state={open ? 'open' : 'closed'}
          data-status={status}
          className={cn('relative w-full min-w-0', className)}
        >
          <MapPinSmallIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 shrink-0 -translate-y-1/2 text-ink-500" />
          <Input
            ref={(node: HTMLInputElement | null) => {
              inputRef.current = node;
              assignRef(ref, node);
            }}
            data-slot="place-autocomplete-input"
            role="combobox"
            type="text"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listboxId : undefined}
            aria-activedescendant={activeId}
            aria-busy={busy || undefined}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={text}
            onChange={onInputChange}
            onKeyDown={onInputKeyDown}
            onFocus={(event) => {
              focused.current = true;
              clearTimeout(hideTimer.current);
              if (
                status === 'ready' ||
                status === 'empty' ||
                status === 'error' ||
                status === 'details-error'
              ) {
                setOpen(true);
              }
              onFocus?.(event);
            }}
            onBlur={(event) => {
              focused.current = false;
              // The short delay lets a tap on a suggestion land before the list goes away.
              hideTimer.current = setTimeout(() => {
                setOpen(false);
                setActiveIndex(-1);
              }, hideDelayMs);
              onBlur?.(event);
            }}
            className="pr-10 pl-10"
            {...inputProps}
          />
          {busy && (
            <LoadingRing className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2" />
          )}
          <span role="status" aria-live="polite" className="sr-only">
            {open ? announcement : ''}
          </span>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        {/* A positioned list, not a dialog: no role of its own, focus never moves into it. */}
        {/* biome-ignore lint/a11y/useValidAriaRole: `undefined` removes Radix's role="dialog" */}
        <Popover.Content
          data-slot="place-autocomplete-popup"
          role={undefined}
          align="start"
          side="bottom"
          sideOffset={6}
          avoidCollisions={false}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          // Radix sees Escape first (capture phase); it closes the list only, so a dialog
          // around the field stays open.
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            setOpen(false);
            setActiveIndex(-1);
          }}
          className="z-50 w-[var(--radix-popover-trigger-width)] overflow-hidden rounded-xl border border-ink-200 bg-white shadow-overlay"
        >
          {message && (
            <p
              data-slot="place-autocomplete-message"
              data-tone={message.tone}
              className={cn(
                'flex items-start gap-2 px-3.5 py-3 text-sm leading-5',
                message.tone === 'error' ? 'text-danger-700' : 'text-ink-600',
              )}
            >
              {message.tone === 'error' ? (
                <AlertIcon className="mt-0.5 size-4 shrink-0" />
              ) : message.tone === 'loading' ? (
                <LoadingRing className="mt-0.5" />
              ) : null}
              <span>{message.text}</span>
            </p>
          )}
          {showList && (
            <div
              id={listboxId}
              role="listbox"
              aria-label={listLabel}
              className={cn(
                'max-h-72 overflow-y-auto overscroll-contain p-1.5',
                message && 'border-ink-100 border-t',
              )}
            >
              {suggestions.map((suggestion, index) => {
                return (
                  // Not focusable: the field keeps focus and points at the active option.
                  <div
                    key={suggestion.id}
                    {...combobox.optionProps(index, () => choose(suggestion))}
                    data-slot="place-suggestion"
                    className="flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 data-highlighted:bg-ink-50"
                  >
                    <MapPinSmallIcon className="mt-0.5 size-4 shrink-0 text-ink-500" />
                    <span className="min-w-0 flex-1 leading-5">
                      <span className="block break-words text-[0.9375rem] text-ink-900">
                        {highlightMatch(suggestion.primaryText, answeredQuery).map((segment, segmentIndex) =>
                          segment.match ? (
                            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                            <strong key={segmentIndex} className="font-bold">
                              {segment.text}
                            </strong>
                          ) : (
                            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                            <React.Fragment key={segmentIndex}>{segment.text}</React.Fragment>
                          ),
                        )}
                      </span>
                      {suggestion.secondaryText && (
                        <>
                          {' '}
                          <span className="block break-words text-ink-600 text-sm">
                            {suggestion.secondaryText}
                          </span>
                        </>
                      )}
                    </span>
                  </div>
                );
              })}
            </div>
          )}
          {attribution && (
            <div
              data-slot="place-autocomplete-attribution"
              className="flex justify-end border-ink-100 border-t px-3 py-1.5"
            >
              {attribution}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
