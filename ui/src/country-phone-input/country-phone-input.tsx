import * as React from 'react';
import { useFormField } from '../form-field';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../icons';
import { Input } from '../input';
import { assignRef } from '../lib/assign-ref';
import { cn } from '../lib/cn';
import { ALL_MOVE_KEYS, useCombobox } from '../lib/use-combobox';
import { CountryFlag, preloadCountryFlags } from './country-flag';
import type { CountryListPopover } from './country-list-popover';
import { type Country, filterCountries, findDefaultCountry, sanitizePhoneInput } from './country-phone-logic';

type CountryList = typeof CountryListPopover;

/** The popup, once loaded: every selector on the page shares it. */
let loadedCountryList: CountryList | null = null;
let countryListLoading: Promise<CountryList> | null = null;

/**
 * Loads the popup (Radix Popover and its positioning, about 24 KB gzip) the first time
 * any selector asks for it; a failed load is tried again on the next ask.
 */
function loadCountryList(): Promise<CountryList> {
  countryListLoading ??= import('./country-list-popover').then(
    (module) => {
      loadedCountryList = module.CountryListPopover;
      return module.CountryListPopover;
    },
    (error: unknown) => {
      countryListLoading = null;
      throw error;
    },
  );
  return countryListLoading;
}

/** Starts loading the popup ahead of the ask: a pointer is on its way, or focus is here. */
const prefetchCountryList = () => {
  loadCountryList().catch(() => undefined);
};

export type CountryPhoneInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'children'
> & {
  /** The countries to choose from, as the countries call returns them. */
  countries: readonly Country[];
  /** The phone text (controlled). Always sanitised: digits, spaces, brackets and hyphens. */
  value?: string;
  /** The first phone number when uncontrolled. */
  defaultValue?: string;
  /** Called with the sanitised phone text on every change. */
  onValueChange?: (phone: string) => void;
  /** The chosen country's id (controlled); `null` means none chosen yet. */
  countryId?: Country['id'] | null;
  /** The first country when uncontrolled; `null` for none chosen. */
  defaultCountryId?: Country['id'] | null;
  /**
   * Called when the user chooses a country. Uncontrolled (no `countryId`), it is also
   * called once with the preselected default when that appears in the list.
   */
  onCountryChange?: (country: Country) => void;
  /**
   * ISO code preselected when no country is given and it is in the list (the app passes
   * its default country). Without it nothing is preselected.
   */
  defaultCountryCode?: string;
  /** Marks both parts invalid; inside a FormField its error does the same. */
  invalid?: boolean;
  /** Accessible name of the country selector, followed by the chosen country. */
  countryLabel?: string;
  /** Shown on the selector when no country is chosen. */
  selectCountryText?: string;
  /** The country search box's accessible name; 'Search countries' by default. */
  searchLabel?: string;
  /** Shown in the empty country search box; 'Search name, code or +dial code' by default. */
  searchPlaceholder?: string;
  /** Shown when no country matches the search; 'No countries found' by default. */
  noResultsText?: string;
  /** Announced to screen readers as the search narrows the list. */
  resultsText?: (count: number) => string;
};

/**
 * A phone number with its country: a country selector (flag, ISO code, dial code;
 * searchable by name, code or dial code) beside a phone field that keeps only digits,
 * spaces, brackets and hyphens as the user types or pastes.
 *
 * Designers: the app's default country is preselected when the list has it. Put it in a FormField
 * labelled 'Phone number'; the field's error marks both parts. After a country is
 * chosen, focus moves on to the phone field, as it does in react-phone-number-input.
 */
export function CountryPhoneInput({
  countries,
  value,
  defaultValue = '',
  onValueChange,
  countryId,
  defaultCountryId,
  onCountryChange,
  defaultCountryCode,
  invalid: invalidProp,
  disabled: disabledProp,
  countryLabel = 'Country code',
  selectCountryText = 'Select',
  searchLabel = 'Search countries',
  searchPlaceholder = 'Search name, code or +dial code',
  noResultsText = 'No countries found',
  resultsText = (count) => (count === 1 ? '1 country' : `${count} countries`),
  className,
  ref,
  'aria-label': ariaLabel,
  ...inputProps
}: CountryPhoneInputProps) {
  const field = useFormField();
  const invalid = invalidProp ?? field?.invalid ?? false;
  const disabled = disabledProp ?? field?.disabled ?? false;

  const [uncontrolledPhone, setUncontrolledPhone] = React.useState(() => sanitizePhoneInput(defaultValue));
  const phone = value ?? uncontrolledPhone;

  const [uncontrolledCountryId, setUncontrolledCountryId] = React.useState<Country['id'] | null | undefined>(
    defaultCountryId,
  );
  const chosenId = countryId !== undefined ? countryId : uncontrolledCountryId;
  // Before anything is chosen the default country shows, also when the list arrives late.
  const country =
    chosenId === undefined
      ? findDefaultCountry(countries, defaultCountryCode)
      : countries.find((candidate) => candidate.id === chosenId);

  // Uncontrolled, the preselected default is reported once it is known (the list may
  // arrive late), so a form listening to onCountryChange always knows the country.
  const reportedDefault = React.useRef<Country['id'] | null>(null);
  const defaultToReport = chosenId === undefined ? country : undefined;
  React.useEffect(() => {
    if (!defaultToReport || reportedDefault.current === defaultToReport.id) return;
    reportedDefault.current = defaultToReport.id;
    onCountryChange?.(defaultToReport);
  }, [defaultToReport, onCountryChange]);

  const [open, setOpen] = React.useState(false);
  const [CountryList, setCountryList] = React.useState<CountryList | null>(() => loadedCountryList);
  const [query, setQuery] = React.useState('');
  const results = React.useMemo(() => filterCountries(countries, query), [countries, query]);
  const combobox = useCombobox({
    count: results.length,
    open,
    ids: { listbox: 'countries', option: 'country' },
    moveKeys: ALL_MOVE_KEYS,
  });
  const { listboxId, setActiveIndex } = combobox;
  const phoneInputRef = React.useRef<HTMLInputElement | null>(null);
  const searchInputRef = React.useRef<HTMLInputElement | null>(null);
  const focusPhoneOnClose = React.useRef(false);
  const triggerRef = React.useRef<HTMLButtonElement | null>(null);
  /** A click or focus elsewhere closed the list: focus stays where the user put it. */
  const interactedOutside = React.useRef(false);
  const contentId = `${React.useId()}-countries-popup`;

  /** While the popup loads (first ask only): what was typed on the selector meanwhile. */
  const pendingSeed = React.useRef<string | null>(null);

  const showList = (seed: string) => {
    const filtered = filterCountries(countries, seed);
    const selectedIndex = country ? filtered.findIndex((candidate) => candidate.id === country.id) : -1;
    setQuery(seed);
    setActiveIndex(seed === '' ? Math.max(selectedIndex, 0) : filtered.length > 0 ? 0 : -1);
    setOpen(true);
  };

  const openList = (seed = '') => {
    if (disabled) return;
    // The list shows every flag: one chunk for all, before its items ask one by one.
    void preloadCountryFlags();
    if (CountryList) {
      showList(seed);
      return;
    }
    // The first ask loads the popup, which opens as soon as it is here; letters typed on
    // the selector meanwhile are kept for its search.
    if (pendingSeed.current !== null) {
      pendingSeed.current += seed;
      return;
    }
    pendingSeed.current = seed;
    loadCountryList().then(
      (loaded) => {
        setCountryList(() => loaded);
        showList(pendingSeed.current ?? '');
        pendingSeed.current = null;
      },
      () => {
        pendingSeed.current = null;
      },
    );
  };

  const choose = (next: Country) => {
    if (countryId === undefined) setUncontrolledCountryId(next.id);
    if (next.id !== country?.id) onCountryChange?.(next);
    focusPhoneOnClose.current = true;
    setOpen(false);
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    } else if (
      event.key.length === 1 &&
      // A space presses the button, except while the list is on its way: then it is typed.
      (event.key !== ' ' || pendingSeed.current !== null) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Type-to-filter: the first character typed on the selector starts the search.
      event.preventDefault();
      openList(event.key);
    }
  };

  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    combobox.handleKeyDown(event, {
      onChoose: (index) => {
        const active = results[index];
        if (active) choose(active);
      },
      // Escape is the popover's: it closes and focus returns to the selector.
      swallowEnter: true,
      onTab: (tab) => {
        tab.preventDefault();
        focusPhoneOnClose.current = !tab.shiftKey;
        setOpen(false);
      },
    });
  };

  const onPhoneChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const clean = sanitizePhoneInput(raw);
    if (clean !== raw) {
      // Write the clean text straight away, so React finds nothing to restore and the
      // caret stays where the user was typing instead of jumping to the end.
      const caret = sanitizePhoneInput(raw.slice(0, input.selectionStart ?? raw.length)).length;
      input.value = clean;
      input.setSelectionRange(caret, caret);
    }
    if (value === undefined) setUncontrolledPhone(clean);
    if (clean !== phone) onValueChange?.(clean);
  };

  const trigger = (
    <button
      ref={triggerRef}
      type="button"
      data-slot="country-select-trigger"
      disabled={disabled}
      // The popup is a small dialog holding the search combobox and its listbox.
      aria-haspopup="dialog"
      aria-invalid={invalid || undefined}
      aria-describedby={field?.describedBy}
      onKeyDown={onTriggerKeyDown}
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={() => (open ? setOpen(false) : openList())}
      // A pointer on its way or focus here: the popup is likely asked for next.
      onPointerEnter={prefetchCountryList}
      onFocus={prefetchCountryList}
      className={cn(
        'inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-ink-400 bg-white pr-2.5 pl-3',
        'text-[0.9375rem] text-ink-900 outline-none transition-[border-color,box-shadow]',
        'hover:border-ink-500 focus-visible:border-brand-600 focus-visible:shadow-focus',
        'data-[state=open]:border-brand-600',
        'aria-invalid:border-danger-600 aria-invalid:focus-visible:shadow-[0_0_0_3px_rgb(185_28_28/0.25)]',
        'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500',
      )}
    >
      {/* The visible codes stay part of the name (voice control users say what they see). */}
      <span className="sr-only">{country ? `${countryLabel}: ${country.name}, ` : `${countryLabel}: `}</span>
      {country ? (
        <>
          <CountryFlag code={country.code} />
          <span data-slot="country-select-iso" className="font-semibold">
            {country.code.toUpperCase()}
          </span>{' '}
          <span data-slot="country-select-dial" className="text-ink-600">
            {country.isd_code}
          </span>
        </>
      ) : (
        <span className="text-ink-500">{selectCountryText}</span>
      )}
      <ChevronDownIcon strokeWidth="1.6" className="size-4 shrink-0 text-ink-500" />
    </button>
  );

  const list = (
    <>
      <div className="flex items-center gap-2 border-ink-100 border-b px-3">
        <SearchIcon className="size-4 shrink-0 text-ink-500" />
        <input
          ref={searchInputRef}
          data-slot="country-search"
          role="combobox"
          type="text"
          aria-label={searchLabel}
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={combobox.activeDescendant(true)}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={searchPlaceholder}
          value={query}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setQuery(next);
            setActiveIndex(filterCountries(countries, next).length > 0 ? 0 : -1);
          }}
          onKeyDown={onSearchKeyDown}
          className="h-11 w-full min-w-0 bg-transparent text-[0.9375rem] text-ink-900 outline-none placeholder:text-ink-500"
        />
      </div>
      {/* The listbox stays in the DOM when empty so the search box always controls it.
          It is focusable only to satisfy "scrollable regions are keyboard reachable";
          focus that lands on it goes straight back to the search box. */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={countryLabel}
        hidden={results.length === 0}
        tabIndex={0}
        onFocus={() => searchInputRef.current?.focus()}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1.5 outline-none"
      >
        {results.map((candidate, index) => {
          const selected = candidate.id === country?.id;
          return (
            // Not focusable: the search box keeps focus and points at the active option.
            <div
              key={candidate.id}
              {...combobox.optionProps(index, () => choose(candidate))}
              data-slot="country-option"
              data-state={selected ? 'checked' : 'unchecked'}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-[0.9375rem] text-ink-900',
                'data-highlighted:bg-ink-50 data-[state=checked]:font-semibold',
              )}
            >
              <CountryFlag code={candidate.code} />
              <span className="min-w-0 flex-1 break-words leading-5">
                {candidate.name}{' '}
                <span className="ml-0.5 font-normal text-ink-500 text-xs">
                  {candidate.code.toUpperCase()}
                </span>
              </span>{' '}
              <span className="shrink-0 font-normal text-ink-600">{candidate.isd_code}</span>
              <span className="flex size-4 shrink-0">
                {selected && <CheckIcon strokeWidth="1.8" className="size-4 shrink-0 text-brand-600" />}
              </span>
            </div>
          );
        })}
      </div>
      {/* One live region for the search's outcome: the count while typing (for screen
          readers only), or the visible 'No countries found'. */}
      <p
        role="status"
        data-slot="country-search-status"
        className={cn(results.length > 0 ? 'sr-only' : 'px-3 py-6 text-center text-ink-600 text-sm')}
      >
        {results.length === 0 ? noResultsText : query.trim() !== '' ? resultsText(results.length) : ''}
      </p>
    </>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would need a <legend>; the FormField label names the group
    <div
      data-slot="country-phone-input"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      role="group"
      aria-labelledby={field?.labelId}
      className={cn('flex w-full min-w-0 items-stretch gap-2', className)}
    >
      {trigger}
      {CountryList && (
        <CountryList
          open={open}
          onOpenChange={(next) => (next ? openList() : setOpen(false))}
          anchorRef={triggerRef}
          id={contentId}
          label={countryLabel}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const search = searchInputRef.current;
            search?.focus();
            search?.setSelectionRange(search.value.length, search.value.length);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After a choice or Tab, on to the phone; after Escape, back to the selector.
            if (focusPhoneOnClose.current) phoneInputRef.current?.focus();
            else if (!interactedOutside.current) triggerRef.current?.focus();
            focusPhoneOnClose.current = false;
            interactedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            // A press on the selector itself is its own click's to handle (it closes the list).
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) {
              event.preventDefault();
              return;
            }
            interactedOutside.current = true;
          }}
        >
          {list}
        </CountryList>
      )}
      <Input
        ref={(node: HTMLInputElement | null) => {
          phoneInputRef.current = node;
          assignRef(ref, node);
        }}
        data-slot="country-phone-number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        aria-label={ariaLabel ?? (field ? undefined : 'Phone number')}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={phone}
        onChange={onPhoneChange}
        className="flex-1"
        {...inputProps}
      />
    </div>
  );
}
