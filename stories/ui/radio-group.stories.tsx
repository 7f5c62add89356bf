import { FormField, Label, RadioGroup, RadioGroupItem } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

/**
 * Radix chooses the radio that arrow keys move to only while the key is still down (its
 * roving focus moves on the next task), as it is when a person presses it; a synthetic
 * press-and-release is too quick, so hold the key until focus has moved.
 */
async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', times = 1) {
  for (let index = 0; index < times; index += 1) {
    await userEvent.keyboard(`{${key}>}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.keyboard(`{/${key}}`);
  }
}

const userTypes = [
  { value: 'individual', label: 'Individual' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
];

/**
 * Pick exactly one of a few options shown all at once, such as who an event is for
 * (Individual, Couple, Family). Tab enters the group at the chosen option; the arrow keys
 * move and choose. Put it in a `FormField` so the field's label names the group. For two
 * or three short options in a row, a `SegmentedControl` is more compact.
 */
const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { onValueChange: fn() },
  render: (args) => (
    <FormField label="Who is this event for?" className="w-72">
      <RadioGroup {...args}>
        {userTypes.map((option) => (
          <div key={option.value} className="flex items-center gap-2.5">
            <RadioGroupItem value={option.value} id={`user-type-${option.value}`} />
            <Label htmlFor={`user-type-${option.value}`} className="font-medium">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </FormField>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's label names the group; clicking an option's label chooses it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Who is this event for?' });
    await expect(group).toHaveAttribute('data-slot', 'radio-group');
    await userEvent.click(canvas.getByText('Couple'));
    await expect(canvas.getByRole('radio', { name: 'Couple' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('couple');
  },
};

/** Tab lands on the chosen option; arrows move and choose, wrapping at the ends. */
export const Keyboard: Story = {
  args: { defaultValue: 'individual' },
  play: async ({ canvas, args }) => {
    const individual = canvas.getByRole('radio', { name: 'Individual' });
    individual.focus();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Couple' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Couple' })).toBeChecked();
    await pressArrow('ArrowDown', 2);
    await expect(individual).toHaveFocus();
    await expect(individual).toBeChecked();
    await pressArrow('ArrowUp');
    await expect(canvas.getByRole('radio', { name: 'Family' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('family');
  },
};

/**
 * A whole key press at once (as a quick finger, a busy page or assistive technology sends
 * it) chooses the option the arrow moves to, not only while the key is still down.
 */
export const QuickArrowPresses: Story = {
  args: { defaultValue: 'individual' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: 'Individual' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const couple = canvas.getByRole('radio', { name: 'Couple' });
    await waitFor(() => expect(couple).toHaveFocus());
    await expect(couple).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('couple');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const family = canvas.getByRole('radio', { name: 'Family' });
    await waitFor(() => expect(family).toHaveFocus());
    await expect(family, 'Family after the wrap').toBeChecked();
    // Tab leaves the group without changing the choice.
    await userEvent.tab();
    await expect(family, 'Family after Tab').toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'family' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Family' })).toHaveAttribute('data-state', 'checked');
  },
};

/** Controlled: the parent owns the value. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = React.useState('couple');
    return (
      <div className="grid gap-3">
        <RadioGroup {...args} aria-label="Who is this event for?" value={value} onValueChange={setValue}>
          {userTypes.map((option) => (
            <div key={option.value} className="flex items-center gap-2.5">
              <RadioGroupItem value={option.value} id={`controlled-${option.value}`} />
              <Label htmlFor={`controlled-${option.value}`} className="font-medium">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
        <p className="text-sm text-ink-600">Chosen: {value}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Family' }));
    await expect(canvas.getByText('Chosen: family')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Who is this event for?" error="Please choose who the event is for." className="w-72">
      <RadioGroup {...args}>
        {userTypes.map((option) => (
          <div key={option.value} className="flex items-center gap-2.5">
            <RadioGroupItem value={option.value} id={`error-${option.value}`} />
            <Label htmlFor={`error-${option.value}`} className="font-medium">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Who is this event for?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose who the event is for.');
  },
};

/** Locked in edit mode. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'couple' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Family' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Family'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <RadioGroup {...args} aria-label="Who can join" defaultValue="anyone" className="w-80">
      {[
        [
          'anyone',
          'Anyone who is verified can join, including guests who have not been to one of your events',
        ],
        ['returning', 'Only guests who have been to one of my events before'],
      ].map(([value, label]) => (
        <div key={value} className="flex items-start gap-2.5">
          <RadioGroupItem value={value as string} id={`long-${value}`} className="mt-0.5" />
          <Label htmlFor={`long-${value}`} className="font-medium">
            {label}
          </Label>
        </div>
      ))}
    </RadioGroup>
  ),
};

/** On a phone, options stay stacked and their labels wrap. */
export const NarrowViewport: Story = {
  args: { defaultValue: 'couple' },
  render: (args) => (
    <FormField label="Who is this event for?" hint="Guests see this before they join." className="w-[288px]">
      <RadioGroup {...args}>
        {userTypes.map((option) => (
          <div key={option.value} className="flex items-center gap-2.5">
            <RadioGroupItem value={option.value} id={`narrow-${option.value}`} />
            <Label htmlFor={`narrow-${option.value}`} className="font-medium">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Who is this event for?' }),
    ).toHaveAccessibleDescription('Guests see this before they join.');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex gap-10">
      <RadioGroup aria-label="Enabled" defaultValue="b">
        {['a', 'b'].map((value) => (
          <div key={value} className="flex items-center gap-2.5">
            <RadioGroupItem value={value} id={`all-enabled-${value}`} />
            <Label htmlFor={`all-enabled-${value}`} className="font-medium">
              {value === 'b' ? 'Chosen' : 'Not chosen'}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <RadioGroup aria-label="Disabled" defaultValue="b" disabled>
        {['a', 'b'].map((value) => (
          <div key={value} className="flex items-center gap-2.5">
            <RadioGroupItem value={value} id={`all-disabled-${value}`} />
            <Label htmlFor={`all-disabled-${value}`} className="font-medium">
              {value === 'b' ? 'Disabled, chosen' : 'Disabled'}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <RadioGroup aria-label="Invalid" aria-invalid>
        {['a', 'b'].map((value) => (
          <div key={value} className="flex items-center gap-2.5">
            <RadioGroupItem value={value} id={`all-invalid-${value}`} />
            <Label htmlFor={`all-invalid-${value}`} className="font-medium">
              Invalid {value}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  ),
};
