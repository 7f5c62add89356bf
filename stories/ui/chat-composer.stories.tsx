import { ChatComposer } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/**
 * A chat's input: the text box grows with its text, the paperclip picks an image or a
 * video, and the arrow sends. Enter sends; Shift+Enter starts a new line. When sending
 * is allowed is the app's rule (spec 001 §5: not while sending or uploading, not with
 * empty text, not without a room), passed in as `sendDisabled`.
 */
const meta = {
  title: 'Forms/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), onAttach: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's rule, kept by the story: nothing to send until there is text. */
function WithRule(props: React.ComponentProps<typeof ChatComposer>) {
  const [text, setText] = React.useState('');
  return (
    <ChatComposer
      {...props}
      value={text}
      onValueChange={setText}
      sendDisabled={text.trim() === ''}
      onSend={(value) => {
        props.onSend(value);
        setText('');
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <WithRule {...args} />,
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(box).toHaveAttribute('placeholder', 'Type a message…');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'See you at noon');
    await expect(send).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('See you at noon');
    await expect(box).toHaveValue('');
  },
};

/** Shift+Enter starts a new line; the box grows; the button sends. */
export const MultipleLines: Story = {
  render: (args) => <WithRule {...args} />,
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const oneLine = box.getBoundingClientRect().height;
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(oneLine);
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('First line\nSecond line');
  },
};

/** Uncontrolled, the box clears itself after a send. */
export const Uncontrolled: Story = {
  args: { defaultValue: 'Running 10 minutes late!' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Running 10 minutes late!');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};

/** The paperclip opens the picker for images and videos and hands over the file. */
export const Attach: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const attach = canvas.getByRole('button', { name: 'Attach an image or video' });
    await expect(attach).toBeEnabled();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*,video/*');
    await expect(input).not.toBeVisible();
    const photo = new File([new Uint8Array(64)], 'table.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    await expect(args.onAttach).toHaveBeenCalledWith(photo);
    // Picking the same file again is a new choice.
    await userEvent.upload(input, photo);
    await expect(args.onAttach).toHaveBeenCalledTimes(2);
  },
};

/** Sending: the arrow is busy and says so; Enter does nothing more. */
export const Sending: Story = {
  args: { value: 'See you at noon', sending: true, sendDisabled: true },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Sending…' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Uploading: the paperclip is busy and says so. */
export const Uploading: Story = {
  args: { uploading: true, sendDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Uploading…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A closed conversation: nothing can be typed or sent, and the note says why. */
export const Disabled: Story = {
  args: { disabled: true, note: 'This chat is closed.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('This chat is closed.');
    await expect(canvas.getByRole('button', { name: 'Attach an image or video' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Without `onAttach` there is no paperclip. */
export const TextOnly: Story = {
  args: { onAttach: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Attach/ })).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultValue: 'A message long enough to wrap onto a second line on a small phone screen' },
  decorators: [
    (Story) => (
      <div className="w-[288px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('[data-slot="chat-composer"]') as HTMLElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <ChatComposer {...args} sendDisabled />
      <ChatComposer {...args} defaultValue="See you at noon" />
      <ChatComposer {...args} defaultValue="See you at noon" sending sendDisabled />
      <ChatComposer {...args} uploading sendDisabled />
      <ChatComposer {...args} disabled note="This chat is closed." />
    </div>
  ),
};
