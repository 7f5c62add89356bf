import { Input, Label } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

/**
 * A label for a form control. Point `htmlFor` at the control's id; clicking the label then
 * focuses the control. Usually you don't place a Label yourself: `FormField` does it.
 * `required` adds a red asterisk (decorative; the control carries `required`).
 */
const meta = {
  title: 'Forms/Label',
  component: Label,
  args: { children: 'What should we call you?', htmlFor: 'label-story-input' },
  render: (args) => (
    <div className="grid w-80 gap-1.5">
      <Label {...args} />
      <Input id="label-story-input" placeholder="Full name" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses its input, and the input is named by it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'What should we call you?' });
    await userEvent.click(canvas.getByText('What should we call you?'));
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('What should we call you?').closest('label')).toHaveAttribute(
      'data-slot',
      'label',
    );
  },
};

/** The asterisk is decorative: it is hidden from screen readers, so the name stays clean. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'What should we call you?' })).toBeInTheDocument();
    const marker = canvas.getByText('*');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A label dims when its control, placed right after it, is disabled. */
export const Disabled: Story = {
  render: (args) => (
    <div className="grid w-80 gap-1.5">
      <Input id="label-story-disabled" disabled className="peer order-2" placeholder="Full name" />
      <Label {...args} htmlFor="label-story-disabled" className="order-1" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'What should we call you?' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    children: 'Let us know more about you, your hosting style and what guests can expect at your table',
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-80 gap-4">
      <Label>Plain label</Label>
      <Label required>Required label</Label>
      <div className="grid gap-1.5">
        <Input id="label-all-disabled" disabled className="peer order-2" aria-label="Disabled example" />
        <Label htmlFor="label-all-disabled" className="order-1">
          Label of a disabled control
        </Label>
      </div>
    </div>
  ),
};
