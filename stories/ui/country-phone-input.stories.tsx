import { DEFAULT_COUNTRY } from '@friendly/contracts';
import {
  type Country,
  CountryPhoneInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  phoneDigits,
  preloadCountryFlags,
} from '@friendly/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** A slice of the countries call's answer, long names included. */
const countries: Country[] = [
  { id: 1, code: 'AF', name: 'Afghanistan', isd_code: '+93' },
  { id: 2, code: 'AX', name: 'Åland Islands', isd_code: '+358' },
  { id: 13, code: 'AU', name: 'Australia', isd_code: '+61' },
  { id: 30, code: 'BR', name: 'Brazil', isd_code: '+55' },
  { id: 38, code: 'CA', name: 'Canada', isd_code: '+1' },
  { id: 45, code: 'CX', name: 'Christmas Island', isd_code: '+61' },
  { id: 52, code: 'CD', name: 'Congo, The Democratic Republic of the', isd_code: '+243' },
  { id: 72, code: 'FI', name: 'Finland', isd_code: '+358' },
  { id: 73, code: 'FR', name: 'France', isd_code: '+33' },
  { id: 80, code: 'DE', name: 'Germany', isd_code: '+49' },
  { id: 99, code: 'IN', name: 'India', isd_code: '+91' },
  { id: 103, code: 'IE', name: 'Ireland', isd_code: '+353' },
  { id: 107, code: 'JP', name: 'Japan', isd_code: '+81' },
  { id: 150, code: 'NL', name: 'Netherlands', isd_code: '+31' },
  { id: 153, code: 'NZ', name: 'New Zealand', isd_code: '+64' },
  { id: 186, code: 'VC', name: 'Saint Vincent and the Grenadines', isd_code: '+1-784' },
  { id: 197, code: 'SG', name: 'Singapore', isd_code: '+65' },
  { id: 202, code: 'GS', name: 'South Georgia and the South Sandwich Islands', isd_code: '+500' },
  { id: 205, code: 'ES', name: 'Spain', isd_code: '+34' },
  { id: 230, code: 'GB', name: 'United Kingdom', isd_code: '+44' },
  { id: 231, code: 'US', name: 'United States', isd_code: '+1' },
];

/** A legacy code that has no flag: the selector draws a neutral placeholder. */
const antilles: Country = { id: 151, code: 'AN', name: 'Netherlands Antilles', isd_code: '+599' };

const body = () => within(document.body);

/** The app renders in StrictMode; so do these stories, to catch effects that misbehave when run twice. */
const withStrictMode: Decorator = (Story) => (
  <React.StrictMode>
    <Story />
  </React.StrictMode>
);

/**
 * A phone number with its country, as on Login, Register, Verification and the profile
 * forms. The selector shows flag, ISO code and dial code; it is searchable by country
 * name, ISO code ('nz') or dial code ('+64', '64'); the app's default country
 * (`defaultCountryCode={DEFAULT_COUNTRY.code}`: Australia, +61) is preselected when the list has it. The phone field drops anything but digits, spaces, brackets and
 * hyphens as the user types or pastes; send `phoneDigits(value)` to the API.
 *
 * Keyboard: on the selector, ↓/↑/Enter/Space open the list and typing a letter starts a
 * search; in the list, ↑/↓, Home/End and PageUp/PageDown move, Enter chooses (focus then
 * moves to the phone field) and Escape closes.
 */
const meta = {
  title: 'Forms/CountryPhoneInput',
  component: CountryPhoneInput,
  args: { countries, defaultCountryCode: DEFAULT_COUNTRY.code, onValueChange: fn(), onCountryChange: fn() },
  argTypes: {
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    defaultCountryCode: { control: 'text' },
  },
  loaders: [
    async () => {
      await preloadCountryFlags();
      return {};
    },
  ],
  render: (args) => (
    <div className="w-[22rem] max-w-full">
      <CountryPhoneInput {...args} />
    </div>
  ),
  decorators: [withStrictMode],
} satisfies Meta<typeof CountryPhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Australia is preselected; the selector's name says which country is chosen. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Country code: Australia, AU +61' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('AU +61');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('type', 'tel');
    await expect(canvasElementFlag(trigger)).toHaveAttribute('data-state', 'loaded');
    // Uncontrolled, the preselected default is reported once so the form knows it.
    await expect(args.onCountryChange).toHaveBeenCalledTimes(1);
    await expect(args.onCountryChange).toHaveBeenCalledWith({
      id: 13,
      code: 'AU',
      name: 'Australia',
      isd_code: '+61',
    });
  },
};

function canvasElementFlag(scope: HTMLElement) {
  return scope.querySelector('[data-slot="country-flag"]');
}

/** Letters, '+', dots and other symbols disappear as they are typed; the caret stays put. */
export const SanitisesTyping: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    phone.focus();
    await userEvent.type(phone, '+61 (04) 12ab-345.678');
    await expect(phone).toHaveValue('61 (04) 12-345678');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('61 (04) 12-345678');
    // A letter typed in the middle is dropped without moving the caret to the end.
    phone.setSelectionRange(2, 2);
    await userEvent.keyboard('x5');
    await expect(phone).toHaveValue('615 (04) 12-345678');
    await expect(phone).toHaveProperty('selectionStart', 3);
  },
};

/** A pasted number keeps its digits, spaces, brackets and hyphens. */
export const Pasting: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    phone.focus();
    await userEvent.paste('+61 (0) 412-345.678');
    await expect(phone).toHaveValue('61 (0) 412-345678');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Search by name, then choose with Enter: the country changes and focus moves to the phone field. */
export const SearchByName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    const search = await body().findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'germ');
    const options = body().getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveAccessibleName('Germany DE +49');
    await expect(search).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCountryChange).toHaveBeenCalledWith({
      id: 80,
      code: 'DE',
      name: 'Germany',
      isd_code: '+49',
    });
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Country code: Germany, DE +49' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus());
  },
};

/** A click chooses too; the search box keeps focus until then, and the count is announced. */
export const ChooseWithPointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    const search = await body().findByRole('combobox', { name: 'Search countries' });
    await userEvent.type(search, 'zeal');
    await expect(body().getByRole('status')).toHaveTextContent('1 country');
    await userEvent.click(body().getByRole('option', { name: 'New Zealand NZ +64' }));
    await expect(args.onCountryChange).toHaveBeenCalledWith({
      id: 153,
      code: 'NZ',
      name: 'New Zealand',
      isd_code: '+64',
    });
    await expect(canvas.getByRole('button', { name: 'Country code: New Zealand, NZ +64' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus());
  },
};

/** '+44' or '44' finds the United Kingdom; '+61' finds Australia and Christmas Island. */
export const SearchByDialCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    const search = await body().findByRole('combobox', { name: 'Search countries' });
    await userEvent.type(search, '+61');
    const options = body().getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Australia AU +61',
      'Christmas Island CX +61',
    ]);
    await expect(options[0]).toHaveAttribute('data-state', 'checked');
  },
};

/** The ISO code ranks first: 'nz' puts New Zealand at the top. */
export const SearchByIsoCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    await userEvent.type(await body().findByRole('combobox', { name: 'Search countries' }), 'nz');
    await expect(body().getAllByRole('option')[0]).toHaveAccessibleName('New Zealand NZ +64');
  },
};

/** Everything works from the keyboard, starting on the selector. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = await body().findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The list opens on the chosen country.
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveAccessibleName('Australia AU +61');
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveAccessibleName('Brazil BR +55');
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveAccessibleName('United States US +1');
    await userEvent.keyboard('{Home}');
    await expect(active()).toHaveAccessibleName('Afghanistan AF +93');
    // Escape closes without choosing and gives focus back to the selector.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Only the preselected default was reported.
    await expect(args.onCountryChange).toHaveBeenCalledTimes(1);
    // Type-to-filter: a letter on the selector opens the list and starts the search.
    await userEvent.keyboard('j');
    await waitFor(() => expect(body().getByRole('combobox', { name: 'Search countries' })).toHaveValue('j'));
    await userEvent.keyboard('a{Enter}');
    await expect(canvas.getByRole('button', { name: 'Country code: Japan, JP +81' })).toBeVisible();
  },
};

/** The open list, for the picture: the chosen country carries a check mark. */
export const OpenList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    await expect(await body().findByRole('listbox', { name: 'Country code' })).toBeVisible();
    await expect(body().getByRole('option', { name: 'Australia AU +61' })).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

/** Nothing matches: the list says so and Enter does nothing. */
export const NoResults: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    const search = await body().findByRole('combobox', { name: 'Search countries' });
    await userEvent.type(search, 'Atlantis');
    await expect(body().getByRole('status')).toHaveTextContent('No countries found');
    await expect(body().queryAllByRole('option')).toHaveLength(0);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    // Only the preselected default was reported.
    await expect(args.onCountryChange).toHaveBeenCalledTimes(1);
  },
};

/** Long names wrap in the list; the selector itself only shows the ISO and dial codes. */
export const LongCountryNames: Story = {
  args: { defaultCountryId: 202 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Country code: South Georgia and the South Sandwich Islands, GS +500',
    });
    await expect(trigger).toHaveTextContent('GS +500');
    await userEvent.click(trigger);
    await userEvent.type(await body().findByRole('combobox', { name: 'Search countries' }), 'the');
    await expect(
      body()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Congo, The Democratic Republic of the CD +243',
      'Saint Vincent and the Grenadines VC +1-784',
      'South Georgia and the South Sandwich Islands GS +500',
      'Netherlands NL +31',
    ]);
  },
};

/** Without Australia in the list nothing is preselected and the selector asks for a choice. */
export const NoDefaultCountry: Story = {
  args: { countries: countries.filter((country) => country.code !== 'AU') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Country code: Select' })).toHaveTextContent('Select');
  },
};

/** A code the flag set does not know draws a neutral placeholder instead of a broken image. */
export const UnknownFlag: Story = {
  args: { countries: [...countries, antilles], defaultCountryId: antilles.id, defaultValue: '9 123 4567' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Country code: Netherlands Antilles, AN +599' });
    await expect(canvasElementFlag(trigger)).toHaveAttribute('data-state', 'unknown');
  },
};

/** In a FormField the label names both parts and the error marks both invalid. */
export const WithError: Story = {
  render: (args) => (
    <FormField
      label="Phone number"
      error="Please enter a valid phone number (6-15 digits)."
      className="w-[22rem] max-w-full"
    >
      <CountryPhoneInput {...args} defaultValue="0412" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number (6-15 digits).');
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Phone number' })).toHaveAttribute('data-invalid', 'true');
  },
};

/** No country chosen yet, as Login reports it. */
export const CountryMissing: Story = {
  render: (args) => (
    <FormField label="Phone number" error="Please select a country code." className="w-[22rem] max-w-full">
      <CountryPhoneInput {...args} countryId={null} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Country code: Select' });
    await expect(trigger).toHaveAccessibleDescription('Please select a country code.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '0412 345 678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  },
};

/** Controlled from a form: the form keeps the country and the text, and sends only the digits. */
export const Controlled: Story = {
  render: function Render(args) {
    const [countryId, setCountryId] = React.useState<Country['id']>(13);
    const [phone, setPhone] = React.useState('0412 345 678');
    const country = countries.find((candidate) => candidate.id === countryId);
    return (
      <div className="grid w-[22rem] max-w-full gap-3">
        <FormField label="Phone number">
          <CountryPhoneInput
            {...args}
            countryId={countryId}
            onCountryChange={(next) => setCountryId(next.id)}
            value={phone}
            onValueChange={setPhone}
          />
        </FormField>
        <output data-testid="payload" className="text-ink-600 text-sm">
          country_code {country?.isd_code}, iso_code {country?.code}, phone {phoneDigits(phone)}
        </output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    phone.focus();
    await userEvent.type(phone, '9');
    await expect(canvas.getByTestId('payload')).toHaveTextContent(
      'country_code +61, iso_code AU, phone 04123456789',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    await userEvent.type(await body().findByRole('combobox', { name: 'Search countries' }), 'sing{Enter}');
    await expect(canvas.getByTestId('payload')).toHaveTextContent(
      'country_code +65, iso_code SG, phone 04123456789',
    );
  },
};

/** The countries call answers after the field is on screen: Australia is chosen once it arrives. */
export const CountriesArriveLate: Story = {
  render: function Render(args) {
    const [loaded, setLoaded] = React.useState<readonly Country[]>([]);
    return (
      <div className="grid w-[22rem] max-w-full gap-3">
        <CountryPhoneInput {...args} countries={loaded} />
        <button
          type="button"
          className="justify-self-start text-brand-700 text-sm underline"
          onClick={() => setLoaded(countries)}
        >
          Load countries
        </button>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Country code: Select' })).toBeVisible();
    await expect(args.onCountryChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Load countries' }));
    await expect(canvas.getByRole('button', { name: 'Country code: Australia, AU +61' })).toBeVisible();
    await waitFor(() =>
      expect(args.onCountryChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'AU' })),
    );
  },
};

/** In a dialog: Escape closes the country list first and leaves the dialog open. */
export const InsideDialog: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update phone number</DialogTitle>
          <DialogDescription>We will send a new code to this number.</DialogDescription>
        </DialogHeader>
        <FormField label="Phone number">
          <CountryPhoneInput {...args} />
        </FormField>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Update phone number' });
    const trigger = within(dialog).getByRole('button', { name: /Country code/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox', { name: 'Country code' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('n');
    await userEvent.keyboard('z{Enter}');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'NZ' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveFocus());
  },
};

export const NarrowViewport: Story = {
  args: { defaultValue: '(04) 1234-5678' },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div className="w-[18rem]">
      <FormField label="Phone number">
        <CountryPhoneInput {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Phone number' });
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    // The phone field takes the room the selector leaves; nothing overflows.
    await expect(phone.getBoundingClientRect().right).toBeLessThanOrEqual(
      group.getBoundingClientRect().right + 0.5,
    );
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid w-[22rem] max-w-full gap-5">
      <FormField label="Empty">
        <CountryPhoneInput {...args} />
      </FormField>
      <FormField label="Filled">
        <CountryPhoneInput {...args} defaultCountryId={230} defaultValue="07700 900123" />
      </FormField>
      <FormField label="Invalid" error="Please enter a valid phone number.">
        <CountryPhoneInput {...args} defaultValue="12" />
      </FormField>
      <FormField label="No country" hint="Australia is not in this list.">
        <CountryPhoneInput {...args} countries={countries.slice(0, 2)} />
      </FormField>
      <FormField label="Unknown flag">
        <CountryPhoneInput {...args} countries={[antilles]} defaultCountryId={antilles.id} />
      </FormField>
      <FormField label="Disabled" disabled>
        <CountryPhoneInput {...args} defaultValue="0412 345 678" />
      </FormField>
    </div>
  ),
};
