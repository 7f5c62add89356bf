import {
  Button,
  FormField,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  SegmentedControl,
  SegmentedControlItem,
  Switch,
  Textarea,
} from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent } from 'storybook/test';

/**
 * A labelled field: label, control, hint, one validation `error` and any `serverErrors`
 * the API returned for it. The control inside (Input, Textarea, Select, RadioGroup…) is
 * wired up automatically: it gets the field's id, `aria-invalid` when there is an error,
 * and `aria-describedby` pointing at the hint and the messages, so screen readers read
 * them with the control. Use the spec's exact message strings.
 */
const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'What should we call you?', hint: 'Your first name is enough.' },
  render: (args) => (
    <FormField {...args} className="w-80">
      <Input placeholder="e.g. Jamie" />
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and the hint describes it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'What should we call you?' });
    await expect(input).toHaveAccessibleDescription('Your first name is enough.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('What should we call you?'));
    await expect(input).toHaveFocus();
  },
};

export const Filled: Story = {
  render: (args) => (
    <FormField {...args} className="w-80">
      <Input defaultValue="Jamie" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'What should we call you?' })).toHaveValue('Jamie');
  },
};

/** With an error the control is `aria-invalid` and described by the hint and the error. */
export const WithError: Story = {
  args: { error: 'Full name is required.' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'What should we call you?' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Your first name is enough. Full name is required.');
    await expect(canvasElement.querySelector('[data-slot="form-field"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

/** Messages the server returned for this field are listed under it, each with an icon. */
export const ServerErrors: Story = {
  args: {
    label: 'Email',
    hint: undefined,
    serverErrors: ['The email has already been taken.', 'Please enter a valid email address.'],
  },
  render: (args) => (
    <FormField {...args} className="w-80">
      <Input type="email" defaultValue="jamie@example" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The email has already been taken. Please enter a valid email address.',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A required field marks its label with a decorative asterisk and its control `required`. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'What should we call you?' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormField {...args} className="w-80">
      <Input defaultValue="Jamie" />
    </FormField>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'What should we call you?' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="form-field"]')).toHaveAttribute(
      'data-disabled',
      'true',
    );
  },
};

/** The error appears once the form is submitted and clears as the person fixes the value. */
export const ValidatesOnSubmit: Story = {
  render: function Render(args) {
    const [name, setName] = React.useState('');
    const [submitted, setSubmitted] = React.useState(false);
    const error = !submitted
      ? undefined
      : name.trim() === ''
        ? 'Full name is required.'
        : name.trim().length < 2
          ? 'Full name must be at least 2 characters long.'
          : undefined;
    return (
      <form
        className="grid w-80 gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <FormField {...args} hint={undefined} error={error} required>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit">Complete Profile</Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'What should we call you?' });
    input.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Full name is required.');
    await userEvent.type(input, 'J');
    await expect(input).toHaveAccessibleDescription('Full name must be at least 2 characters long.');
    await userEvent.type(input, 'amie');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Complete Profile' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'What city are you currently based in? We use it to show your events to guests nearby',
    hint: 'Start typing and choose your city from the suggestions; we only show the city, never your address.',
    error: 'Location is required. Please choose a city from the list of suggestions so guests can find you.',
  },
};

export const NarrowViewport: Story = {
  args: { label: 'Let us know more about you', hint: 'At least 10 characters.', error: 'Bio is required.' },
  render: (args) => (
    <div className="w-[288px]">
      <FormField {...args}>
        <Textarea rows={3} />
      </FormField>
    </div>
  ),
};

/**
 * The fields working together, as on the event form's 'Step 2 of 2': event type, who it
 * is for, Free/Paid with a price (Free sets it to 0 and locks it), and the discount switch.
 */
export const ComposedForm: Story = {
  render: function Render() {
    const [isPaid, setIsPaid] = React.useState('paid');
    const [price, setPrice] = React.useState('25.00');
    const [discount, setDiscount] = React.useState(true);
    return (
      <form className="grid w-[26rem] gap-5" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Event type" required>
          <SegmentedControl defaultValue="all" block>
            <SegmentedControlItem value="all">Standard</SegmentedControlItem>
            <SegmentedControlItem value="plus-priority">Friendly Plus</SegmentedControlItem>
            <SegmentedControlItem value="premium">Premium</SegmentedControlItem>
          </SegmentedControl>
        </FormField>
        <FormField label="Who is this event for?" required>
          <RadioGroup defaultValue="individual" className="flex gap-6">
            {['individual', 'couple', 'family'].map((value) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem value={value} id={`composed-${value}`} />
                <Label htmlFor={`composed-${value}`} className="font-medium capitalize">
                  {value}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </FormField>
        <div className="grid grid-cols-2 items-start gap-4">
          <FormField label="Joining price">
            <SegmentedControl
              value={isPaid}
              onValueChange={(value) => {
                setIsPaid(value);
                if (value === 'free') setPrice('0');
              }}
              block
            >
              <SegmentedControlItem value="free">Free</SegmentedControlItem>
              <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
            </SegmentedControl>
          </FormField>
          <FormField
            label="Price"
            disabled={isPaid === 'free'}
            error={
              isPaid === 'paid' && !(Number(price) >= 0) && price !== ''
                ? 'Price is required for paid events and must be 0 or greater'
                : undefined
            }
          >
            <Input
              type="number"
              step="0.01"
              min="0"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </FormField>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-xl bg-ink-50 px-4 py-3">
          <Label htmlFor="composed-discount" className="font-medium">
            Enable discount {discount ? '(25%)' : ''}
          </Label>
          <Switch id="composed-discount" checked={discount} onCheckedChange={setDiscount} />
        </div>
        <Button type="submit">Submit</Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Event type' })).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'Who is this event for?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Free' }));
    const price = canvas.getByRole('spinbutton', { name: 'Price' });
    await expect(price).toHaveValue(0);
    await expect(price).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Paid' }));
    await expect(price).toBeEnabled();
    await userEvent.click(canvas.getByRole('switch', { name: /Enable discount/ }));
    await expect(canvas.getByRole('switch', { name: /Enable discount/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[36rem] grid-cols-2 gap-x-6 gap-y-5">
      <FormField label="Default" hint="A short hint.">
        <Input placeholder="Placeholder" />
      </FormField>
      <FormField label="Required" required>
        <Input defaultValue="Filled value" />
      </FormField>
      <FormField label="With error" error="Full name is required.">
        <Input />
      </FormField>
      <FormField
        label="Server errors"
        serverErrors={['The phone has already been taken.', 'Try another number.']}
      >
        <Input defaultValue="+61 400 000 000" />
      </FormField>
      <FormField label="Disabled" hint="Locked after the event is published." disabled>
        <Input defaultValue="Disabled value" />
      </FormField>
      <FormField label="Hidden label (search)" hideLabel>
        <Input type="search" placeholder="Search conversations" />
      </FormField>
    </div>
  ),
};
