import { TIMINGS } from '@friendly/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  PlaceAutocomplete,
  type PlaceSelection,
  type PlacesSource,
} from '@friendly/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

type City = {
  id: string;
  primaryText: string;
  secondaryText: string;
  latitude: number;
  longitude: number;
  region: string;
  country: string;
  countryCode: string;
};

/** A few real places, as a gazetteer would return them. */
const cities: City[] = [
  city('2147714', 'Sydney', 'New South Wales', 'Australia', 'AU', -33.86785, 151.20732),
  city('2158177', 'Melbourne', 'Victoria', 'Australia', 'AU', -37.814, 144.96332),
  city('4163971', 'Melbourne', 'Florida', 'United States', 'US', 28.08363, -80.60811),
  city('2174003', 'Brisbane', 'Queensland', 'Australia', 'AU', -27.46794, 153.02809),
  city('2063523', 'Perth', 'Western Australia', 'Australia', 'AU', -31.95224, 115.8614),
  city('2078025', 'Adelaide', 'South Australia', 'Australia', 'AU', -34.92866, 138.59863),
  city('2193733', 'Auckland', 'Auckland', 'New Zealand', 'NZ', -36.84853, 174.76349),
  city('2643743', 'London', 'England', 'United Kingdom', 'GB', 51.50853, -0.12574),
  city('2267057', 'Lisbon', 'Lisbon', 'Portugal', 'PT', 38.71667, -9.13333),
  city('3448439', 'São Paulo', 'São Paulo', 'Brazil', 'BR', -23.5475, -46.63611),
  city('2657896', 'Zürich', 'Zurich', 'Switzerland', 'CH', 47.36667, 8.55),
  city(
    '2644210',
    'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    'Isle of Anglesey, Wales',
    'United Kingdom',
    'GB',
    53.22141,
    -4.20431,
  ),
  city('2511174', 'Santa Cruz de Tenerife', 'Canary Islands', 'Spain', 'ES', 28.46824, -16.25462),
];

function city(
  id: string,
  name: string,
  region: string,
  country: string,
  countryCode: string,
  latitude: number,
  longitude: number,
): City {
  return {
    id,
    primaryText: name,
    secondaryText: `${region}, ${country}`,
    latitude,
    longitude,
    region,
    country,
    countryCode,
  };
}

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

type MemorySourceOptions = {
  latencyMs?: number;
  suggestFails?: boolean;
  detailsFails?: boolean;
  /** Suggestions never arrive (the loading state). */
  hangs?: boolean;
};

/** An in-memory PlacesSource over `cities`, with spies and the time of each suggest call. */
function createMemorySource({
  latencyMs = 40,
  suggestFails = false,
  detailsFails = false,
  hangs = false,
}: MemorySourceOptions = {}) {
  const suggestCalledAt: number[] = [];
  const source = {
    suggestCalledAt,
    suggest: fn(async (text: string, _sessionToken: string, signal?: AbortSignal) => {
      suggestCalledAt.push(performance.now());
      if (hangs) await new Promise(() => {});
      await wait(latencyMs, signal);
      if (suggestFails) throw new Error('OVER_QUERY_LIMIT');
      const query = fold(text.trim());
      return cities
        .filter(
          (place) =>
            fold(place.primaryText)
              .split(/[\s-]+/)
              .some((word) => word.startsWith(query)) || fold(place.primaryText).startsWith(query),
        )
        .slice(0, 5)
        .map(({ id, primaryText, secondaryText }) => ({ id, primaryText, secondaryText }));
    }),
    details: fn(async (placeId: string, _sessionToken: string, signal?: AbortSignal) => {
      await wait(latencyMs, signal);
      const place = cities.find((candidate) => candidate.id === placeId);
      if (detailsFails || !place) throw new Error('NOT_FOUND');
      return {
        formattedAddress: `${place.primaryText}, ${place.secondaryText}`,
        latitude: place.latitude,
        longitude: place.longitude,
        addressParts: {
          city: place.primaryText,
          region: place.region,
          country: place.country,
          countryCode: place.countryCode,
        },
      };
    }),
  } satisfies PlacesSource & { suggestCalledAt: number[] };
  return source;
}

type MemorySource = ReturnType<typeof createMemorySource>;

/** The suggestion list is portalled to the page's body, outside the story's canvas. */
const page = within(document.body);

/** The message row of the list (loading, no results, failures); the live region repeats it for screen readers. */
async function findListMessage(text: string) {
  return waitFor(() => {
    const message = document.querySelector('[data-slot="place-autocomplete-message"]');
    expect(message).toHaveTextContent(text);
    return message as HTMLElement;
  });
}
const sourceOf = (args: { source: PlacesSource }) => args.source as MemorySource;

/** The app renders in StrictMode; so do these stories, to catch effects that misbehave when run twice. */
const withStrictMode: Decorator = (Story) => (
  <React.StrictMode>
    <Story />
  </React.StrictMode>
);

/**
 * The city field of Complete Host Profile and the location of the event form. Suggestions
 * come from a `PlacesSource` (Google Places or the server's gazetteer), asked 300 ms after
 * the user stops typing (`typingDelayMs={TIMINGS.placesDebounceMs}`), with one session token per search. Choosing a suggestion reports
 * the address, coordinates and address parts through `onPlaceChange`; typing again
 * reports `null`, so the form can ask to 'select a city from the dropdown suggestions'.
 * The list closes 150 ms after the field loses focus (`hideDelayMs={TIMINGS.placesBlurHideMs}`).
 *
 * Keyboard: ↓/↑ move, Enter chooses, Escape closes the list.
 */
const meta = {
  title: 'Forms/PlaceAutocomplete',
  component: PlaceAutocomplete,
  args: {
    source: createMemorySource(),
    typingDelayMs: TIMINGS.placesDebounceMs,
    hideDelayMs: TIMINGS.placesBlurHideMs,
    placeholder: 'Start typing your city',
    'aria-label': 'City',
    onPlaceChange: fn(),
    onValueChange: fn(),
  },
  argTypes: {
    source: { control: false },
    typingDelayMs: { control: 'number' },
    hideDelayMs: { control: 'number' },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  // The list hangs below the field, outside the story's frame: picture the viewport.
  parameters: { visual: { viewport: true } },
  render: (args) => (
    <div className="w-[24rem] max-w-full">
      <PlaceAutocomplete {...args} />
    </div>
  ),
  decorators: [withStrictMode],
} satisfies Meta<typeof PlaceAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('autocomplete', 'off');
  },
};

/** Suggestions for 'mel': the typed part is bold, the region and country below. */
export const Suggestions: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'mel');
    const listbox = await page.findByRole('listbox', { name: 'Suggestions' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = page.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Melbourne Victoria, Australia',
      'Melbourne Florida, United States',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 suggestions available.');
  },
};

/** One request, 300 ms after the last keystroke, however fast the user types. */
export const TypingDelay: Story = {
  args: { source: createMemorySource() },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const source = sourceOf(args);
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    let typedAt = 0;
    input.addEventListener('input', () => {
      typedAt = performance.now();
    });
    await userEvent.type(input, 'Melb');
    await expect(source.suggest).not.toHaveBeenCalled();
    await waitFor(() => expect(source.suggest).toHaveBeenCalledTimes(1));
    await expect(source.suggest).toHaveBeenCalledWith('Melb', expect.any(String), expect.any(AbortSignal));
    const waited = (source.suggestCalledAt[0] ?? 0) - typedAt;
    await expect(waited).toBeGreaterThanOrEqual(295);
    await expect(waited).toBeLessThan(2000);
  },
};

/** ↓ then Enter: the details call yields the address and the coordinates. */
export const ChooseWithKeyboard: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas, args }) => {
    const source = sourceOf(args);
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'syd');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const active = page.getByRole('option', { name: 'Sydney New South Wales, Australia' });
    await expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onPlaceChange).toHaveBeenLastCalledWith({
        placeId: '2147714',
        formattedAddress: 'Sydney, New South Wales, Australia',
        latitude: -33.86785,
        longitude: 151.20732,
        addressParts: { city: 'Sydney', region: 'New South Wales', country: 'Australia', countryCode: 'AU' },
      } satisfies PlaceSelection),
    );
    await expect(input).toHaveValue('Sydney, New South Wales, Australia');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('listbox')).toBeNull();
    // Suggest and details belong to one session: same token.
    const suggestToken = source.suggest.mock.calls[0]?.[1];
    await expect(source.details).toHaveBeenCalledWith('2147714', suggestToken, expect.any(AbortSignal));
  },
};

/** A click chooses too; the list does not close under the pointer first. */
export const ChooseWithPointer: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'lis');
    await userEvent.click(await page.findByRole('option', { name: 'Lisbon Lisbon, Portugal' }));
    await waitFor(() =>
      expect(args.onPlaceChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ latitude: 38.71667, longitude: -9.13333 }),
      ),
    );
    await expect(input).toHaveValue('Lisbon, Lisbon, Portugal');
    await expect(input).toHaveFocus();
  },
};

/** After a choice, typing reports the coordinates as cleared, and a new search gets a new session. */
export const TypingClearsCoordinates: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas, args }) => {
    const source = sourceOf(args);
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'per');
    await userEvent.click(await page.findByRole('option', { name: /^Perth/ }));
    await waitFor(() =>
      expect(args.onPlaceChange).toHaveBeenLastCalledWith(expect.objectContaining({ placeId: '2063523' })),
    );
    await userEvent.clear(input);
    await expect(args.onPlaceChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, 'bri');
    await page.findByRole('option', { name: /^Brisbane/ });
    const firstToken = source.suggest.mock.calls[0]?.[1];
    const secondToken = source.suggest.mock.lastCall?.[1];
    await expect(secondToken).toEqual(expect.any(String));
    await expect(secondToken).not.toBe(firstToken);
  },
};

/** Arrows move and stop at the ends; Escape closes; ↓ opens the list again. */
export const KeyboardNavigation: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'mel');
    await page.findByRole('listbox');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent('Melbourne Victoria, Australia');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toHaveTextContent('Melbourne Florida, United States');
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toHaveTextContent('Melbourne Victoria, Australia');
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('mel');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(args.onPlaceChange).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceChange).toHaveBeenCalledWith(null);
  },
};

/** The list stays 150 ms after the field loses focus, then goes. */
export const HidesAfterBlur: Story = {
  args: { source: createMemorySource() },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'lon');
    await page.findByRole('listbox');
    // Read before the blur: the field's timer starts within it, and a timer never fires
    // early, so the list is gone no sooner than the delay after this reading (less the
    // clock's coarsening), however loaded the machine.
    const beforeBlur = performance.now();
    input.blur();
    await expect(page.getByRole('listbox')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(performance.now() - beforeBlur).toBeGreaterThanOrEqual(args.hideDelayMs - 1);
    // Coming back shows the same suggestions again without a new request.
    input.focus();
    await expect(await page.findByRole('listbox')).toBeVisible();
    await expect(sourceOf(args).suggest).toHaveBeenCalledTimes(1);
  },
};

/** While the source is thinking the field shows a spinner and the list says so. */
export const Loading: Story = {
  args: { source: createMemorySource({ hangs: true }) },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'Syd');
    await expect(await findListMessage('Searching…')).toBeVisible();
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoResults: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'Atlantis');
    await expect(
      await findListMessage('No places found. Check the spelling or try a nearby city.'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No places found.');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The suggestion call failed (quota, network): the list says so, typing retries. */
export const SuggestionsFailed: Story = {
  args: { source: createMemorySource({ suggestFails: true }) },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'Syd');
    await expect(
      await findListMessage('Suggestions are unavailable right now. Please try again.'),
    ).toBeVisible();
    await expect(page.queryByRole('listbox')).toBeNull();
  },
};

/** The details call failed: no coordinates are reported and the suggestions stay to try again. */
export const DetailsFailed: Story = {
  args: { source: createMemorySource({ detailsFails: true }) },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'adel');
    await userEvent.click(await page.findByRole('option', { name: /^Adelaide/ }));
    await expect(
      await findListMessage('That place could not be loaded. Please choose it again.'),
    ).toBeVisible();
    await expect(page.getByRole('option', { name: /^Adelaide/ })).toBeVisible();
    await expect(args.onPlaceChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ placeId: '2078025' }),
    );
  },
};

/** Long place names wrap instead of running out of the list. */
export const LongNames: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'llanfair');
    const option = await page.findByRole('option', { name: /^Llanfairpwll/ });
    const list = page.getByRole('listbox');
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right,
    );
  },
};

/** Accents do not matter: 'sao' finds São Paulo and bolds 'São'. */
export const AccentInsensitive: Story = {
  args: { source: createMemorySource() },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'sao');
    const option = await page.findByRole('option', { name: /^São Paulo/ });
    await expect(option.querySelector('strong')).toHaveTextContent('São');
  },
};

export const Filled: Story = {
  args: { source: createMemorySource(), defaultValue: 'Sydney, New South Wales, Australia' },
};

/** In a FormField, with the spec's message when the city was typed but not chosen. */
export const WithError: Story = {
  args: { source: createMemorySource(), defaultValue: 'Sydny', 'aria-label': undefined },
  render: (args) => (
    <FormField
      label="What city are you currently based in?"
      error="Please select a city from the dropdown suggestions."
      className="w-[24rem] max-w-full"
    >
      <PlaceAutocomplete {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'What city are you currently based in?' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select a city from the dropdown suggestions.');
  },
};

export const Disabled: Story = {
  args: { source: createMemorySource(), disabled: true, defaultValue: 'Melbourne, Victoria, Australia' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeDisabled();
  },
};

/** With the attribution Google's terms ask for when its suggestions are shown without a map. */
export const WithAttribution: Story = {
  args: {
    source: createMemorySource(),
    attribution: <span className="font-medium text-ink-600 text-xs">powered by Google</span>,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'bri');
    await page.findByRole('listbox');
    await expect(page.getByText('powered by Google')).toBeVisible();
  },
};

/** Controlled by a form that keeps the text and the coordinates apart, as the profile form does. */
export const Controlled: Story = {
  args: { source: createMemorySource(), 'aria-label': undefined },
  render: function Render(args) {
    const [location, setLocation] = React.useState('');
    const [place, setPlace] = React.useState<PlaceSelection | null>(null);
    return (
      <div className="grid w-[24rem] max-w-full gap-3">
        <FormField label="What city are you currently based in?">
          <PlaceAutocomplete
            {...args}
            value={location}
            onValueChange={setLocation}
            onPlaceChange={setPlace}
          />
        </FormField>
        <output data-testid="coordinates" className="text-ink-600 text-sm">
          {place ? `latitude ${place.latitude}, longitude ${place.longitude}` : 'No coordinates'}
        </output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'What city are you currently based in?' });
    input.focus();
    await userEvent.type(input, 'auck');
    await userEvent.click(await page.findByRole('option', { name: /^Auckland/ }));
    await waitFor(() =>
      expect(canvas.getByTestId('coordinates')).toHaveTextContent('latitude -36.84853, longitude 174.76349'),
    );
    await userEvent.type(input, 'x');
    await expect(canvas.getByTestId('coordinates')).toHaveTextContent('No coordinates');
    // Let the search for the edited text finish, so the picture does not race it.
    await findListMessage('No places found.');
  },
};

/** The list is portalled, so a card that clips its content (`overflow: hidden`) does not cut it off. */
export const InsideClippedCard: Story = {
  args: { source: createMemorySource(), 'aria-label': undefined },
  render: (args) => (
    <div data-testid="card" className="h-32 w-[24rem] max-w-full overflow-hidden rounded-xl p-4 shadow-card">
      <FormField label="What city are you currently based in?">
        <PlaceAutocomplete {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'What city are you currently based in?' });
    input.focus();
    await userEvent.type(input, 'mel');
    const listbox = await page.findByRole('listbox');
    await expect(listbox.getBoundingClientRect().bottom).toBeGreaterThan(
      canvas.getByTestId('card').getBoundingClientRect().bottom,
    );
    await userEvent.click(page.getByRole('option', { name: /Florida/ }));
    await waitFor(() =>
      expect(args.onPlaceChange).toHaveBeenLastCalledWith(expect.objectContaining({ placeId: '4163971' })),
    );
  },
};

/** In a dialog: Escape closes the list first and leaves the dialog open; a click on a suggestion still lands. */
export const InsideDialog: Story = {
  args: { source: createMemorySource(), 'aria-label': undefined },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Where is it?</DialogTitle>
          <DialogDescription>Choose the city from the suggestions.</DialogDescription>
        </DialogHeader>
        <FormField label="Location">
          <PlaceAutocomplete {...args} />
        </FormField>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Where is it?' });
    const input = within(dialog).getByRole('combobox', { name: 'Location' });
    input.focus();
    await userEvent.type(input, 'lon');
    await page.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await page.findByRole('option', { name: /^London/ }));
    await waitFor(() =>
      expect(args.onPlaceChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ formattedAddress: 'London, England, United Kingdom' }),
      ),
    );
    await expect(input).toHaveValue('London, England, United Kingdom');
    await expect(dialog).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  args: { source: createMemorySource() },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div className="w-[18rem]">
      <PlaceAutocomplete {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    input.focus();
    await userEvent.type(input, 'santa');
    await page.findByRole('option', { name: /^Santa Cruz de Tenerife/ });
  },
};

export const AllVariants: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div className="grid w-[24rem] max-w-full gap-5">
      <FormField label="Empty">
        <PlaceAutocomplete {...args} source={createMemorySource()} />
      </FormField>
      <FormField label="Filled">
        <PlaceAutocomplete
          {...args}
          source={createMemorySource()}
          defaultValue="Perth, Western Australia, Australia"
        />
      </FormField>
      <FormField label="Invalid" error="City is required.">
        <PlaceAutocomplete {...args} source={createMemorySource()} />
      </FormField>
      <FormField label="Disabled" disabled>
        <PlaceAutocomplete
          {...args}
          source={createMemorySource()}
          defaultValue="London, England, United Kingdom"
        />
      </FormField>
    </div>
  ),
};
