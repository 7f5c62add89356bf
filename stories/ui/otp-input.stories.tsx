import { Button, FormField, OtpInput, ResendButton } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/**
 * The verification screen's six code boxes. Digits only; the caret jumps forward as the
 * user types and back on Backspace; arrows move between boxes; pasting or the phone's
 * SMS autofill spreads the code across the boxes. Wrap it in a `FormField` labelled
 * 'Verification code' so the error ('Please enter the complete 6-digit verification
 * code') is read with every box.
 */
const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: { onValueChange: fn(), onComplete: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    // The fieldset's own `disabled`, which docgen leaves out (docs/decisions/130).
    disabled: {
      control: 'boolean',
      description: 'Disables every box; inside a disabled `FormField` this is automatic.',
      table: { defaultValue: { summary: 'false' } },
    },
    invalid: { control: 'boolean' },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) =>
  Array.from({ length: 6 }, (_, index) =>
    within(canvasElement).getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  );

const valuesOf = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join(',');

/** Typing a code fills the boxes one by one and reports it once all six are filled. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: 'Verification code' })).toBeVisible();
    for (const box of boxes) {
      await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(box).toHaveAttribute('inputmode', 'numeric');
    }
    boxes[0]!.focus();
    await userEvent.keyboard('482913');
    await expect(valuesOf(boxes)).toBe('4,8,2,9,1,3');
    await expect(boxes[5]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482913');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(canvasElement.querySelector('[data-slot="otp-input"]')).toHaveAttribute(
      'data-complete',
      'true',
    );
  },
};

/** Letters, spaces and symbols are ignored; the caret stays where it is. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.keyboard('a1 -b2x');
    await expect(valuesOf(boxes)).toBe('1,2,,,,');
    await expect(boxes[2]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** Backspace clears the box; on an empty box it goes back and clears the one before. */
export const Backspace: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.keyboard('123');
    await expect(boxes[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[2]).toHaveFocus();
    await expect(valuesOf(boxes)).toBe('1,2,,,,');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(boxes[0]).toHaveFocus();
    await expect(valuesOf(boxes)).toBe(',,,,,');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[0]).toHaveFocus();
  },
};

/** Left/Right (and Up/Down), Home and End move between boxes; typing replaces a digit in place. */
export const ArrowKeys: Story = {
  args: { defaultValue: '482913' },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}7');
    await expect(valuesOf(boxes)).toBe('4,8,7,9,1,3');
    await expect(boxes[3]).toHaveFocus();
    await expect(args.onComplete).toHaveBeenLastCalledWith('487913');
  },
};

/** Pasting a full code fills every box from the first, wherever the caret is. */
export const PasteFullCode: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    boxes[3]!.focus();
    await userEvent.paste('482 913');
    await expect(valuesOf(boxes)).toBe('4,8,2,9,1,3');
    await expect(boxes[5]).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** A partial paste fills from the focused box and moves to the next empty one. */
export const PastePartialCode: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.paste('48-2');
    await expect(valuesOf(boxes)).toBe('4,8,2,,,');
    await expect(boxes[3]).toHaveFocus();
    await userEvent.paste('not a code');
    await expect(valuesOf(boxes)).toBe('4,8,2,,,');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** The phone's SMS autofill puts the whole code into one box; it is spread across all six. */
export const SmsAutofill: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    const first = boxes[0] as HTMLInputElement;
    first.focus();
    // Autofill sets the value and fires `input` without key events.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(first, '482913');
    first.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(valuesOf(boxes)).toBe('4,8,2,9,1,3'));
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** `autoFocus` puts the caret in the first box when the screen opens. */
export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard('4');
    await expect(boxes[1]).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913' },
  play: async ({ canvasElement }) => {
    await expect(valuesOf(boxesOf(canvasElement))).toBe('4,8,2,9,1,3');
  },
};

/** In a `FormField` with an error, every box is invalid and described by the message. */
export const WithError: Story = {
  args: { defaultValue: '482' },
  render: (args) => (
    <FormField label="Verification code" error="Please enter the complete 6-digit verification code">
      <OtpInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    for (const box of boxesOf(canvasElement)) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('Please enter the complete 6-digit verification code');
    }
    // The label focuses the first box.
    await userEvent.click(canvas.getByText('Verification code'));
    await expect(boxesOf(canvasElement)[0]).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '482913' },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    for (const box of boxes) await expect(box).toBeDisabled();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Controlled: the screen clears the boxes after 'Update & Resend OTP'. Setting `value`
 * to `''` empties them; the screen moves focus back to the first box.
 */
export const ClearedFromOutside: Story = {
  // The docs page shows this story's code as written. Its generated snippet would read
  // `element.ref` of the `<OtpInput ref={group}>` below, which React 19 reports as an
  // error (docs/decisions/130).
  parameters: { docs: { source: { type: 'code' } } },
  render: (args) => {
    const [code, setCode] = React.useState('');
    const group = React.useRef<HTMLFieldSetElement>(null);
    return (
      <div className="grid justify-items-start gap-4">
        <FormField label="Verification code">
          <OtpInput
            {...args}
            ref={group}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              args.onValueChange?.(next);
            }}
          />
        </FormField>
        <Button
          variant="outline"
          onClick={() => {
            setCode('');
            group.current?.querySelector('input')?.focus();
          }}
        >
          Update & Resend OTP
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.keyboard('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Update & Resend OTP' }));
    await expect(valuesOf(boxes)).toBe(',,,,,');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(valuesOf(boxes)).toBe('1,,,,,');
  },
};

/** Uncontrolled: changing `key` starts a fresh, empty set of boxes. */
export const ResetByKey: Story = {
  render: (args) => {
    const [attempt, setAttempt] = React.useState(0);
    return (
      <div className="grid justify-items-start gap-4">
        <OtpInput key={attempt} {...args} />
        <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          Clear
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    boxesOf(canvasElement)[0]!.focus();
    await userEvent.keyboard('4829');
    await expect(valuesOf(boxesOf(canvasElement))).toBe('4,8,2,9,,');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }));
    await expect(valuesOf(boxesOf(canvasElement))).toBe(',,,,,');
  },
};

/** With `name`, a surrounding form submits the digits. */
export const InAForm: Story = {
  args: { name: 'otp', defaultValue: '482913' },
  render: (args) => (
    <form aria-label="Verify" className="grid justify-items-start gap-4">
      <FormField label="Verification code">
        <OtpInput {...args} />
      </FormField>
      <Button type="submit">Verify Number</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Verify' }) as HTMLFormElement;
    await expect(new FormData(form).get('otp')).toBe('482913');
  },
};

export const NarrowViewport: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { defaultValue: '4829' },
  render: (args) => (
    <div className="w-[288px]">
      <FormField label="Verification code" error="Please enter the complete 6-digit verification code">
        <OtpInput {...args} />
      </FormField>
    </div>
  ),
};

/** A focused box shows the brand focus ring. */
export const Focused: Story = {
  args: { defaultValue: '48' },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(boxes[2]).toHaveFocus();
  },
};

/**
 * The verification screen's code area as composed by the app: the boxes, 'Verify Number'
 * and 'Resend Code'. Submitting an incomplete code shows the spec's message. The clock is
 * frozen so the countdown is still in the screenshot.
 */
export const OnTheVerificationScreen: Story = {
  beforeEach: () => {
    const realNow = Date.now;
    Date.now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
    return () => {
      Date.now = realNow;
    };
  },
  render: (args) => {
    const [code, setCode] = React.useState('');
    const [error, setError] = React.useState<string>();
    return (
      <form
        aria-label="Verify your number"
        className="grid w-[22rem] max-w-full gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          setError(/^\d{6}$/.test(code) ? undefined : 'Please enter the complete 6-digit verification code');
        }}
      >
        <FormField label="Verification code" hint="Sent by SMS to +61 412 345 678" error={error}>
          <OtpInput
            {...args}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Verify Number</Button>
          <ResendButton />
        </div>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = boxesOf(canvasElement);
    boxes[0]!.focus();
    await userEvent.keyboard('4829');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Number' }));
    await expect(boxes[0]).toHaveAccessibleDescription(
      'Sent by SMS to +61 412 345 678 Please enter the complete 6-digit verification code',
    );
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-6">
      <OtpInput aria-label="Empty code" />
      <OtpInput aria-label="Partial code" defaultValue="482" />
      <OtpInput aria-label="Full code" defaultValue="482913" />
      <OtpInput aria-label="Invalid code" defaultValue="48291" invalid />
      <OtpInput aria-label="Disabled code" defaultValue="482913" disabled />
      <OtpInput aria-label="Small code" defaultValue="4829" size="sm" />
    </div>
  ),
};
