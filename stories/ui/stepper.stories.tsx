import { Button, Stepper } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';

/**
 * Progress through a multi-step form, e.g. the event form's 'Step 1 of 2' (key info and
 * images) and 'Step 2 of 2' (how guests join). Place it above the form's heading area.
 * Step names are optional; keep them to a few words.
 */
const meta = {
  title: 'Forms/Stepper',
  component: Stepper,
  args: { current: 1, total: 2 },
  argTypes: {
    current: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => (
    <div className="w-96 max-w-full">
      <Stepper {...args} />
    </div>
  ),
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Step 1 of 2' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '2');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 2');
  },
};

export const LastStep: Story = {
  args: { current: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(canvasElement.querySelector('[data-slot="stepper"]')).toHaveAttribute(
      'data-complete',
      'true',
    );
  },
};

/** With step names, the current one is marked `aria-current="step"` and finished ones say so. */
export const WithStepNames: Story = {
  args: { current: 2, total: undefined, steps: ['Key info and images', 'How guests join'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 2: How guests join',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Key info and images (completed)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** Out-of-range steps are clamped, so a bad value never draws an empty or overfull bar. */
export const ClampsOutOfRange: Story = {
  args: { current: 7, total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  },
};

/** Next and Back in a two-step form; the label and the bar follow. */
export const InAForm: Story = {
  render: () => {
    const [step, setStep] = React.useState(1);
    return (
      <div className="grid w-96 max-w-full gap-4">
        <Stepper current={step} steps={['Key info and images', 'How guests join']} />
        <div className="flex justify-between">
          <Button variant="outline" onClick={() => setStep(1)} disabled={step === 1}>
            Back
          </Button>
          <Button onClick={() => setStep(2)} disabled={step === 2}>
            Next
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
  },
};

export const ManySteps: Story = {
  args: { current: 3, total: undefined, steps: ['Details', 'Photos', 'Guests', 'Pricing', 'Review'] },
};

export const LongStepNames: Story = {
  args: {
    current: 1,
    total: undefined,
    steps: [
      'Key information, location, categories, date, time and images',
      'How guests join, pricing, discounts and capacity',
    ],
  },
};

export const NarrowViewport: Story = {
  args: { current: 1, total: undefined, steps: ['Key info and images', 'How guests join'] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div className="w-[288px]">
      <Stepper {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-96 max-w-full gap-6">
      <Stepper current={1} total={2} />
      <Stepper current={2} total={2} />
      <Stepper current={1} total={2} size="sm" />
      <Stepper current={2} steps={['Key info and images', 'How guests join']} />
      <Stepper current={2} steps={['Details', 'Photos', 'Guests', 'Pricing']} size="sm" />
    </div>
  ),
};
